import { describe, expect, it } from 'vitest';
import { rupiahWords, terbilang } from './rupiah-words.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [111, 'seratus sebelas'],
    [250, 'dua ratus lima puluh'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_250_500, 'satu juta dua ratus lima puluh ribu lima ratus'],
    [3_050_000, 'tiga juta lima puluh ribu'],
    [2_696_000, 'dua juta enam ratus sembilan puluh enam ribu'],
    [47_287_500, 'empat puluh tujuh juta dua ratus delapan puluh tujuh ribu lima ratus'],
    [1_000_000_000, 'satu miliar'],
    [375_830_000, 'tiga ratus tujuh puluh lima juta delapan ratus tiga puluh ribu'],
    [2_000_000_000_001, 'dua triliun satu'],
    [
      999_999_999_999_999,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
  ])('%d → %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('adds the currency', () => {
    expect(rupiahWords(1_460_000)).toBe('satu juta empat ratus enam puluh ribu rupiah');
  });

  it.each([-1, 1.5, 1e15, Number.NaN])('refuses %s', (n) => {
    expect(() => terbilang(n)).toThrow(RangeError);
  });
});
