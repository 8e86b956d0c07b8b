/**
 * Indonesian day and month names (SPEC section 9), independent of any locale data: the web
 * formats dates with them, the server writes them into messages, letters and workbooks.
 */
export const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** The name of month 1–12. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** '2026-12-01' as '1 Desember 2026', for messages, notifications and letters. */
export function formatIndonesianDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${monthName(m ?? 1)} ${y}`;
}
