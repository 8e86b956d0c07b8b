import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SURAT_TUGAS_NUMBER_PATTERN,
  formatSuratTugasNumber,
  suratTugasNumberPatternProblem,
} from './surat-tugas-number.ts';

// docs/surat-tugas.md "Nomor": the pattern's placeholders and what a pattern may not be.
describe('surat tugas number pattern', () => {
  it.each([
    [DEFAULT_SURAT_TUGAS_NUMBER_PATTERN, 12, '2026-12-01', 'ST-12/BAUK/XII/2026'],
    ['{nomor}/ST/{unit}/{bulan}/{tahun}', 7, '2027-03-15', '7/ST/BAUK/03/2027'],
    ['ST.{nomor}-{bulan_romawi}', 1, '2026-09-30', 'ST.1-IX'],
    ['  {nomor}  ', 250, '2026-01-02', '250'],
  ])('%s with %i on %s gives %s', (pattern, seq, letterDate, expected) => {
    expect(suratTugasNumberPatternProblem(pattern)).toBeNull();
    expect(formatSuratTugasNumber(pattern, { seq, unitCode: 'BAUK', letterDate })).toBe(expected);
  });

  it.each([
    ['', 'Pola nomor wajib diisi'],
    ['ST/{unit}/{tahun}', 'Pola nomor wajib memuat {nomor} (nomor urut)'],
    [`{nomor}${'-'.repeat(54)}`, 'Pola nomor paling banyak 60 karakter'],
    ['{nomor}/{seq}', 'Penanda {seq} tidak dikenal'],
    ['{nomor}/{}', 'Penanda {} tidak dikenal'],
    ['{nomor}/{tahun}/{tahun}', 'Penanda {tahun} hanya boleh dipakai sekali'],
    ['{nomor}/tahun}', 'Kurung kurawal { } harus berpasangan'],
    ['{{nomor}}', 'Kurung kurawal { } harus berpasangan'],
  ])('refuses %j: %s', (pattern, message) => {
    expect(suratTugasNumberPatternProblem(pattern)).toContain(message);
  });

  it('fits the longest number in the letter number column (100)', () => {
    const pattern = `{nomor}{unit}{bulan_romawi}{bulan}{tahun}${'x'.repeat(19)}`;
    expect(pattern.length).toBe(60);
    const number = formatSuratTugasNumber(pattern, {
      seq: 2_147_483_647,
      unitCode: 'U'.repeat(32),
      letterDate: '2026-08-01',
    });
    expect(number.length).toBeLessThanOrEqual(100);
  });
});
