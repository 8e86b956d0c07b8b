import {
  PEMOTONGAN_KEGIATAN_DESCRIPTOR,
  PEMOTONGAN_KEGIATAN_FILTERS,
  type PemotonganKegiatanKind,
  pemotonganKegiatanScreen,
  ZCreatePemotonganKegiatanRequest,
  ZUpdatePemotonganKegiatanRequest,
} from '@sikerja/contracts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { defineResource, type Resource } from '../../platform/resource/resource-factory.ts';

/**
 * One resource per kind over the shared event_deductions table: the scope makes each screen
 * see, read, change and delete only its own kind, and stamps the kind on what it writes.
 */
function pemotonganKegiatanResource(kind: PemotonganKegiatanKind): Resource {
  const { path, label } = pemotonganKegiatanScreen(kind);
  return defineResource({
    path,
    label,
    table: eventDeductions,
    scope: { kind },
    descriptor: PEMOTONGAN_KEGIATAN_DESCRIPTOR,
    contract: {
      create: ZCreatePemotonganKegiatanRequest,
      update: ZUpdatePemotonganKegiatanRequest,
      filters: PEMOTONGAN_KEGIATAN_FILTERS,
    },
    list: {
      searchable: ['code', 'description'],
      filterable: { is_active: 'is_active' },
    },
  });
}

/** `/admin/master/pemotongan_apel`: missed flag ceremonies. */
export const pemotonganApelResource = pemotonganKegiatanResource('apel');
/** `/admin/master/pemotongan_senam`: missed exercise sessions. */
export const pemotonganSenamResource = pemotonganKegiatanResource('senam');
/** `/admin/master/pemotongan_rapat`: missed meetings. */
export const pemotonganRapatResource = pemotonganKegiatanResource('rapat');
/** `/admin/master/pemotongan_mengajar`: missed teaching sessions. */
export const pemotonganMengajarResource = pemotonganKegiatanResource('mengajar');
/** `/admin/master/pemotongan_lembur`: overtime breaches. */
export const pemotonganLemburResource = pemotonganKegiatanResource('lembur');
/** `/admin/master/pemotongan_gerbang`: late entry at the campus gate. */
export const pemotonganGerbangResource = pemotonganKegiatanResource('gerbang');
