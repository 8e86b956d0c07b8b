import { formatIndonesianDate as formatDate, monthName } from '@sikerja/contracts';

export { formatDate };

/** '1–3 Desember 2026', '30 November – 2 Desember 2026', or across years in full. */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  if (fy === ty && fm === tm) return `${fd}–${formatDate(to)}`;
  if (fy === ty) return `${fd} ${monthName(fm ?? 1)} – ${formatDate(to)}`;
  return `${formatDate(from)} – ${formatDate(to)}`;
}
