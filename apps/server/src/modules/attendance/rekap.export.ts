/**
 * The recap workbook: one row per person, one column per day with its code, the count of each
 * code, the month's minutes and the deduction percentage; streamed chunk by chunk.
 */
import type { PassThrough } from 'node:stream';
import { attendanceCodeName, RECAP_CODES } from '@sikerja/contracts';
import type { Db } from '../../db/client.ts';
import {
  deductionSources,
  monthlyDeductions,
} from '../../platform/deductions/monthly-deductions.ts';
import { type ResourceColumn, streamWorkbook } from '../../platform/resource/resource-export.ts';
import './gerbang.deduction.ts';
import './presensi.deduction.ts';
import { monthRange, type RecapScope, recapRows } from './rekap.service.ts';

const CHUNK = 1000;

export function recapColumns(year: number, month: number): ResourceColumn[] {
  const { days } = monthRange(year, month);
  return [
    { key: 'no', label: 'No', format: 'number', width: 6 },
    { key: 'nip', label: 'NIP', width: 22 },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'unit_name', label: 'Unit Kerja', width: 28 },
    ...Array.from({ length: days }, (_, i) => ({
      key: `d${i + 1}`,
      label: String(i + 1),
      width: 6,
    })),
    // The counts under the codes' names ('Dinas luar (DL)'), not the bare codes (issue 15).
    ...RECAP_CODES.map((code) => ({
      key: `n_${code}`,
      label: attendanceCodeName(code),
      format: 'number' as const,
      width: 16,
    })),
    { key: 'late_minutes', label: 'Menit Terlambat', format: 'number' },
    { key: 'early_minutes', label: 'Menit Pulang Cepat', format: 'number' },
    { key: 'deduction_pct', label: 'Potongan (%)', format: 'number' },
    // The monthly deduction summary's other kinds (apel, senam, rapat, …) and the month's total.
    ...deductionSources()
      .filter((s) => s.kind !== 'presensi')
      .flatMap((s) => [
        {
          key: `k_${s.kind}_count`,
          label: `${s.label} (${s.countLabel})`,
          format: 'number' as const,
        },
        { key: `k_${s.kind}_pct`, label: `Potongan ${s.label} (%)`, format: 'number' as const },
      ]),
    { key: 'total_pct', label: 'Total Potongan (%)', format: 'number' },
  ];
}

async function* chunks(db: Db, scope: RecapScope): AsyncIterable<Record<string, unknown>[]> {
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await recapRows(db, scope, { limit: CHUNK, offset });
    const summary = await monthlyDeductions(db, {
      year: scope.year,
      month: scope.month,
      userIds: rows.map((r) => r.user_id),
    });
    yield rows.map((r, i) => ({
      no: offset + i + 1,
      nip: r.nip,
      name: r.name,
      unit_name: r.unit_name,
      ...Object.fromEntries(Object.entries(r.codes).map(([day, code]) => [`d${day}`, code])),
      ...Object.fromEntries(RECAP_CODES.map((code) => [`n_${code}`, r.counts[code] ?? 0])),
      late_minutes: r.late_minutes,
      early_minutes: r.early_minutes,
      deduction_pct: r.deduction_pct,
      ...Object.fromEntries(
        Object.entries(summary.get(r.user_id)?.parts ?? {}).flatMap(([kind, part]) => [
          [`k_${kind}_count`, part.count],
          [`k_${kind}_pct`, part.pct],
        ]),
      ),
      total_pct: summary.get(r.user_id)?.total ?? r.deduction_pct,
    }));
    if (rows.length < CHUNK) return;
  }
}

/** Starts the workbook of a month (and unit) and returns the stream to send. */
export function streamRecap(
  db: Db,
  scope: RecapScope,
  onError: (error: unknown) => void,
): PassThrough {
  const pad = String(scope.month).padStart(2, '0');
  return streamWorkbook(
    `Rekap ${scope.year}-${pad}`,
    recapColumns(scope.year, scope.month),
    chunks(db, scope),
    onError,
  );
}

export function recapFileName(year: number, month: number, unitCode?: string | null): string {
  const pad = String(month).padStart(2, '0');
  return `rekap-absensi-${year}-${pad}${unitCode ? `-${unitCode.replace(/[^\w.-]+/g, '_')}` : ''}.xlsx`;
}
