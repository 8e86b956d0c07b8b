/**
 * An amount of Rupiah in Indonesian words, as a kuitansi spells it ("terbilang"):
 * 1,250,500 → 'satu juta dua ratus lima puluh ribu lima ratus rupiah'. Whole Rupiah from 0 up to
 * 999,999,999,999,999 (below a thousand trillion); 'se-' for one hundred and one thousand
 * (seratus, seribu), 'satu' before juta, miliar and triliun, as Indonesian writes them.
 */
const UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

function below1000(n: number): string {
  if (n < 12) return UNITS[n] ?? '';
  if (n < 20) return `${UNITS[n - 10]} belas`;
  if (n < 100) {
    const rest = n % 10;
    return `${UNITS[Math.floor(n / 10)]} puluh${rest ? ` ${UNITS[rest]}` : ''}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 1 ? 'seratus' : `${UNITS[hundreds]} ratus`;
  return rest ? `${head} ${below1000(rest)}` : head;
}

const SCALES: [number, string][] = [
  [1e12, 'triliun'],
  [1e9, 'miliar'],
  [1e6, 'juta'],
];

/** The number in words, without the currency ('nol' for 0). */
export function terbilang(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount >= 1e15) {
    throw new RangeError(`Jumlah ${amount} tidak dapat dieja`);
  }
  if (amount === 0) return 'nol';
  const words: string[] = [];
  let rest = amount;
  for (const [scale, name] of SCALES) {
    const part = Math.floor(rest / scale);
    if (part) words.push(`${below1000(part)} ${name}`);
    rest %= scale;
  }
  const thousands = Math.floor(rest / 1000);
  if (thousands === 1) words.push('seribu');
  else if (thousands) words.push(`${below1000(thousands)} ribu`);
  rest %= 1000;
  if (rest) words.push(below1000(rest));
  return words.join(' ');
}

/** The amount in words with the currency, as printed on the kuitansi: '… rupiah'. */
export function rupiahWords(amount: number): string {
  return `${terbilang(amount)} rupiah`;
}
