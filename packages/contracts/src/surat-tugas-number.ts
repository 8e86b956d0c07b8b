/**
 * The automatic surat tugas number as an institution setting (docs/surat-tugas.md "Nomor"): a
 * pattern with placeholders, edited on `/admin/setting`, checked here so the form and the API
 * refuse the same patterns, and formatted here so the form's preview and the server's numbers
 * are one function.
 */
import { z } from 'zod';

/** The placeholders a pattern may use, each at most once; `{nomor}` is required. */
export const SURAT_TUGAS_NUMBER_PLACEHOLDERS = [
  { key: 'nomor', label: 'nomor urut tahunan (wajib), mis. 12' },
  { key: 'unit', label: 'kode unit surat, mis. BAUK' },
  { key: 'bulan_romawi', label: 'bulan tanggal surat dalam angka Romawi, mis. XII' },
  { key: 'bulan', label: 'bulan tanggal surat dua angka, mis. 12' },
  { key: 'tahun', label: 'tahun tanggal surat, mis. 2026' },
] as const;
export type SuratTugasNumberPlaceholder = (typeof SURAT_TUGAS_NUMBER_PLACEHOLDERS)[number]['key'];

/** The pattern of the original numbering, the default: `ST-12/BAUK/XII/2026`. */
export const DEFAULT_SURAT_TUGAS_NUMBER_PATTERN = 'ST-{nomor}/{unit}/{bulan_romawi}/{tahun}';

/**
 * At most 60 characters with each placeholder once: the longest number it can give (a 10-digit
 * sequence, a 32-character unit code) stays within the letter's 100-character number.
 */
export const SURAT_TUGAS_NUMBER_PATTERN_MAX = 60;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const KNOWN = new Set<string>(SURAT_TUGAS_NUMBER_PLACEHOLDERS.map((p) => p.key));

/** What is wrong with a pattern, in Indonesian; null when it is usable. */
export function suratTugasNumberPatternProblem(pattern: string): string | null {
  const text = pattern.trim();
  if (text === '') return 'Pola nomor wajib diisi';
  if (text.length > SURAT_TUGAS_NUMBER_PATTERN_MAX) {
    return `Pola nomor paling banyak ${SURAT_TUGAS_NUMBER_PATTERN_MAX} karakter`;
  }
  const seen = new Set<string>();
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    const key = match[1] ?? '';
    if (!KNOWN.has(key)) {
      return `Penanda {${key}} tidak dikenal; gunakan ${[...KNOWN].map((k) => `{${k}}`).join(', ')}`;
    }
    if (seen.has(key)) return `Penanda {${key}} hanya boleh dipakai sekali`;
    seen.add(key);
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) {
    return 'Kurung kurawal { } harus berpasangan dan mengapit nama penanda';
  }
  if (!seen.has('nomor')) return 'Pola nomor wajib memuat {nomor} (nomor urut)';
  return null;
}

/** The pattern field of `PUT admin/setting`. */
export const zSuratTugasNumberPattern = () =>
  z
    .string({ error: 'Pola nomor wajib diisi' })
    .trim()
    .superRefine((value, ctx) => {
      const problem = suratTugasNumberPatternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The number a pattern gives for a sequence, the letter's unit code and its date (yyyy-mm-dd). */
export function formatSuratTugasNumber(
  pattern: string,
  values: { seq: number; unitCode: string; letterDate: string },
): string {
  const month = Number(values.letterDate.slice(5, 7));
  const parts: Record<SuratTugasNumberPlaceholder, string> = {
    nomor: String(values.seq),
    unit: values.unitCode,
    bulan_romawi: ROMAN[month - 1] ?? 'I',
    bulan: values.letterDate.slice(5, 7),
    tahun: values.letterDate.slice(0, 4),
  };
  return pattern
    .trim()
    .replace(/\{([a-z_]+)\}/g, (whole, key: string) =>
      KNOWN.has(key) ? parts[key as SuratTugasNumberPlaceholder] : whole,
    );
}
