import { pemotonganKegiatanMasterScreen } from './shared/pemotongan-kegiatan.ts';

/** '/admin/master/pemotongan_gerbang' (configs/shared/pemotongan-kegiatan.ts). */
export const masterScreen = pemotonganKegiatanMasterScreen('gerbang');
