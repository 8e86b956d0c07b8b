import { pemotonganKegiatanMasterScreen } from './shared/pemotongan-kegiatan.ts';

/** '/admin/master/pemotongan_apel' (configs/shared/pemotongan-kegiatan.ts). */
export const masterScreen = pemotonganKegiatanMasterScreen('apel');
