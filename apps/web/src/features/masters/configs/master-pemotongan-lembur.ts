import { pemotonganKegiatanMasterScreen } from './shared/pemotongan-kegiatan.ts';

/** '/admin/master/pemotongan_lembur' (configs/shared/pemotongan-kegiatan.ts). */
export const masterScreen = pemotonganKegiatanMasterScreen('lembur');
