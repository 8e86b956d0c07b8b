import { pemotonganKegiatanMasterScreen } from './shared/pemotongan-kegiatan.ts';

/** '/admin/master/pemotongan_mengajar' (configs/shared/pemotongan-kegiatan.ts). */
export const masterScreen = pemotonganKegiatanMasterScreen('mengajar');
