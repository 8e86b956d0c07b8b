import { resourcesPlugin } from '../../platform/resource/resource-factory.ts';
import { kegiatanResource, rekeningResource } from './budget-classification.resource.ts';
import { bulanTahunResource } from './bulan-tahun.resource.ts';
import { persentaseCapaianResource, tugasTambahanResource } from './capaian-settings.resource.ts';
import { customerResource, perusahaanResource } from './counterparties.resource.ts';
import { dewasResource } from './dewas.resource.ts';
import { fingerprintMachineResource, fingerprintSettingResource } from './fingerprint.resource.ts';
import { engineResource, phaseResource, simulatorResource } from './flight-training.resource.ts';
import { instrukturResource } from './instruktur.resource.ts';
import { jabatanResource } from './jabatan.resource.ts';
import { jamApelResource, jamSenamResource } from './jam-apel-senam.resource.ts';
import { jamKerjaResource } from './jam-kerja.resource.ts';
import { jenisAbsensiResource } from './jenis-absensi.resource.ts';
import { jenisCutiResource } from './jenis-cuti.resource.ts';
import { jenisPegawaiResource } from './jenis-pegawai.resource.ts';
import { kategoriDiklatResource } from './kategori-diklat.resource.ts';
import { lokasiAbsensiResource } from './lokasi-absensi.resource.ts';
import { nowaResource } from './nowa.resource.ts';
import { pajakPtkpResource } from './pajak-ptkp.resource.ts';
import { pangkatResource } from './pangkat.resource.ts';
import { pemotonganResource } from './pemotongan.resource.ts';
import {
  pemotonganApelResource,
  pemotonganGerbangResource,
  pemotonganLemburResource,
  pemotonganMengajarResource,
  pemotonganRapatResource,
  pemotonganSenamResource,
} from './pemotongan-kegiatan.resource.ts';
import { pirResource } from './pir.resource.ts';
import { programResource } from './program.resource.ts';
import { satuanResource } from './satuan.resource.ts';
import {
  biayaPenginapanResource,
  biayaTaksiResource,
  tiketPesawatDalamNegeriResource,
  tiketPesawatLuarNegeriResource,
  uangHarianDalamNegeriResource,
  uangHarianLuarNegeriResource,
  uangRepresentasiResource,
} from './sbm.resource.ts';
import { shiftResource } from './shift.resource.ts';
import { dasarSuratTugasResource, untukSuratTugasResource } from './surat-tugas.resource.ts';
import { tarifUktResource } from './tarif-ukt.resource.ts';
import { tarunaResource } from './taruna.resource.ts';
import { tunjanganKinerjaResource } from './tunjangan-kinerja.resource.ts';
import { uangMakanResource } from './uang-makan.resource.ts';
import { unitKerjaResource } from './unit-kerja.resource.ts';
import { butirKegiatanResource, subUnsurResource, unsurResource } from './unsur.resource.ts';
import { uraianResource } from './uraian.resource.ts';
import { urusanResource } from './urusan.resource.ts';

/** Every master served by the resource factory, listed explicitly (docs/masters.md). */
export const MASTER_RESOURCES = [
  pangkatResource,
  jenisPegawaiResource,
  satuanResource,
  kategoriDiklatResource,
  jenisAbsensiResource,
  pajakPtkpResource,
  dasarSuratTugasResource,
  untukSuratTugasResource,
  customerResource,
  perusahaanResource,
  urusanResource,
  programResource,
  kegiatanResource,
  rekeningResource,
  uangHarianDalamNegeriResource,
  uangHarianLuarNegeriResource,
  uangRepresentasiResource,
  biayaPenginapanResource,
  biayaTaksiResource,
  tiketPesawatDalamNegeriResource,
  tiketPesawatLuarNegeriResource,
  unsurResource,
  subUnsurResource,
  butirKegiatanResource,
  uraianResource,
  dewasResource,
  tarunaResource,
  instrukturResource,
  nowaResource,
  phaseResource,
  engineResource,
  simulatorResource,
  tunjanganKinerjaResource,
  pirResource,
  uangMakanResource,
  pemotonganResource,
  pemotonganApelResource,
  pemotonganSenamResource,
  pemotonganRapatResource,
  pemotonganMengajarResource,
  pemotonganLemburResource,
  pemotonganGerbangResource,
  tarifUktResource,
  jamKerjaResource,
  jamApelResource,
  jamSenamResource,
  shiftResource,
  lokasiAbsensiResource,
  fingerprintMachineResource,
  fingerprintSettingResource,
  bulanTahunResource,
  jenisCutiResource,
  unitKerjaResource,
  jabatanResource,
  persentaseCapaianResource,
  tugasTambahanResource,
] as const;

/** The master-data API: one plugin registering each resource's routes. */
export const masterRoutes = resourcesPlugin(MASTER_RESOURCES);
