/** The PermenPANRB 6/2022 predikat grid, every cell (shared/domain/rules-next.md §1.3). */
import { describe, expect, it } from 'vitest';
import {
  BERAKHLAK,
  EKSPEKTASI_RATINGS,
  PREDIKAT_ANGKA_KREDIT_PERCENT,
  PREDIKAT_LABELS,
  PREDIKATS,
  predikatOf,
} from './capaian.ts';

describe('predikat kinerja (hasil kerja × perilaku kerja)', () => {
  it.each([
    // [hasil kerja, perilaku kerja, predikat, label]
    ['di_atas', 'di_atas', 'sangat_baik', 'Sangat Baik'],
    ['di_atas', 'sesuai', 'baik', 'Baik'],
    ['di_atas', 'di_bawah', 'kurang', 'Kurang/Misconduct'],
    ['sesuai', 'di_atas', 'baik', 'Baik'],
    ['sesuai', 'sesuai', 'baik', 'Baik'],
    ['sesuai', 'di_bawah', 'kurang', 'Kurang/Misconduct'],
    ['di_bawah', 'di_atas', 'butuh_perbaikan', 'Butuh Perbaikan'],
    ['di_bawah', 'sesuai', 'butuh_perbaikan', 'Butuh Perbaikan'],
    ['di_bawah', 'di_bawah', 'sangat_kurang', 'Sangat Kurang'],
  ] as const)('hasil %s, perilaku %s → %s (%s)', (hasil, perilaku, predikat, label) => {
    expect(predikatOf(hasil, perilaku)).toBe(predikat);
    expect(PREDIKAT_LABELS[predikatOf(hasil, perilaku)]).toBe(label);
  });

  it('uses every predikat, and every cell of the 3×3 grid has one', () => {
    const cells = EKSPEKTASI_RATINGS.flatMap((h) =>
      EKSPEKTASI_RATINGS.map((p) => predikatOf(h, p)),
    );
    expect(cells).toHaveLength(9);
    expect(new Set(cells)).toEqual(new Set(PREDIKATS));
  });

  it('converts the predikat into angka kredit at 150/100/75/50/25 %', () => {
    expect(PREDIKATS.map((p) => PREDIKAT_ANGKA_KREDIT_PERCENT[p])).toEqual([150, 100, 75, 50, 25]);
  });

  it('lists the seven BerAKHLAK values in their order', () => {
    expect(BERAKHLAK.map((v) => v.name)).toEqual([
      'Berorientasi Pelayanan',
      'Akuntabel',
      'Kompeten',
      'Harmonis',
      'Loyal',
      'Adaptif',
      'Kolaboratif',
    ]);
    expect(BERAKHLAK.every((v) => v.behaviours.length === 3)).toBe(true);
  });
});
