/** Indonesian number formats (SPEC section 9): dot thousand separators, comma decimals. */
const integer = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });

/** 'Rp 1.234.567'. */
export function formatRupiah(value: number): string {
  return `Rp ${integer.format(value)}`;
}

/** '1.234,5'. */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

/** '2,5%'. */
export function formatPercent(value: number): string {
  return `${decimal.format(value)}%`;
}
