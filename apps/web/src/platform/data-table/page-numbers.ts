/** At most this many numbered page buttons (SPEC section 9). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The numbered buttons of the pager (SPEC section 9): pages 1 to 5 while the current page is
 * below 5, otherwise the current page with two on each side; never past the last page.
 */
export function pageNumbers(current: number, last: number): number[] {
  if (last < 1) return [];
  const start = current < MAX_PAGE_BUTTONS ? 1 : current - 2;
  const end = current < MAX_PAGE_BUTTONS ? MAX_PAGE_BUTTONS : current + 2;
  const pages: number[] = [];
  for (let page = Math.max(1, start); page <= Math.min(end, last); page += 1) pages.push(page);
  return pages;
}

/** 'Showing X to Y of Z entries' (SPEC section 2), 0 to 0 when there are none. */
export function entriesSummary(from: number | null, to: number | null, total: number): string {
  return `Showing ${from ?? 0} to ${to ?? 0} of ${total} entries`;
}
