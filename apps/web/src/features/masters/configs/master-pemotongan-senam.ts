import { pemotonganKegiatanMasterScreen } from './shared/pemotongan-kegiatan.ts';

/** '/admin/master/pemotongan_senam' (configs/shared/pemotongan-kegiatan.ts). */
export const masterScreen = pemotonganKegiatanMasterScreen('senam');
