import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zRequiredText } from './master-fields.ts';
import {
  checkCeilingOrder,
  SBM_ROW_FIELDS,
  sbmFilters,
  sbmRequestFields,
  zUsd,
} from './sbm-fields.ts';

/**
 * The grade columns (golongan A–D) of the PMK's foreign daily-allowance table, highest first.
 * Which officials fall in which group is set by the rules on foreign official travel (PMK
 * 164/PMK.05/2015, as we recall it; verify): A state officials, B eselon I, C eselon II and
 * golongan IV, D the rest.
 */
export const FOREIGN_GRADE_LABELS = {
  group_a: 'Golongan A',
  group_b: 'Golongan B',
  group_c: 'Golongan C',
  group_d: 'Golongan D',
} as const;
export type ForeignGrade = keyof typeof FOREIGN_GRADE_LABELS;

/** SBM uang harian perjalanan dinas luar negeri: USD per day, per country and grade column. */
export const ZUangHarianLuarNegeriRow = z.object({
  ...SBM_ROW_FIELDS,
  country: z.string(),
  group_a: z.number(),
  group_b: z.number(),
  group_c: z.number(),
  group_d: z.number(),
});
export type TUangHarianLuarNegeriRow = z.infer<typeof ZUangHarianLuarNegeriRow>;

const below = (field: ForeignGrade, notAbove: ForeignGrade) => ({
  field,
  notAbove,
  message: `Tidak boleh melebihi ${FOREIGN_GRADE_LABELS[notAbove]}`,
});

export const ZCreateUangHarianLuarNegeriRequest = z
  .object({
    ...sbmRequestFields(),
    country: zRequiredText(100),
    group_a: zUsd(),
    group_b: zUsd(),
    group_c: zUsd(),
    group_d: zUsd(),
  })
  .superRefine(
    checkCeilingOrder([
      below('group_b', 'group_a'),
      below('group_c', 'group_b'),
      below('group_d', 'group_c'),
    ]),
  );
export type TCreateUangHarianLuarNegeriRequest = z.input<typeof ZCreateUangHarianLuarNegeriRequest>;
export const ZUpdateUangHarianLuarNegeriRequest = ZCreateUangHarianLuarNegeriRequest;
export type TUpdateUangHarianLuarNegeriRequest = TCreateUangHarianLuarNegeriRequest;

export const UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR = defineMasterDescriptor(ZUangHarianLuarNegeriRow, {
  fields: [
    { field: 'year', label: 'Tahun', sortable: true, format: 'number' },
    { field: 'country', label: 'Negara', sortable: true, exportWidth: 24 },
    { field: 'group_a', label: 'Golongan A (USD)', sortable: true, format: 'number' },
    { field: 'group_b', label: 'Golongan B (USD)', format: 'number' },
    { field: 'group_c', label: 'Golongan C (USD)', format: 'number' },
    { field: 'group_d', label: 'Golongan D (USD)', sortable: true, format: 'number' },
    { field: 'source', label: 'Dasar hukum', exportWidth: 36 },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['year', 'desc'],
    ['country', 'asc'],
  ],
});
export const UANG_HARIAN_LUAR_NEGERI_SORT_KEYS = UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR.sortKeys;
export const UANG_HARIAN_LUAR_NEGERI_FILTERS = sbmFilters();
export const ZFindUangHarianLuarNegeriRequest = masterListRequest(
  UANG_HARIAN_LUAR_NEGERI_SORT_KEYS,
  UANG_HARIAN_LUAR_NEGERI_FILTERS,
);
