/**
 * SBM 2026 per diem (uang harian perjalanan dinas dalam negeri), PMK 32/2025 Lampiran I as
 * transcribed in regulations.md 5.2: the worked numbers the SBM seed and master tests check
 * against. One table, so a correction reaches both. Group by group: [luar kota, dalam kota
 * > 8 jam, diklat] and the provinces of the group.
 */
export const PER_DIEM_2026: [number, number, number, string[]][] = [
  [530_000, 210_000, 160_000, ['DKI Jakarta']],
  [580_000, 230_000, 170_000, ['Papua', 'Papua Tengah', 'Papua Selatan', 'Papua Pegunungan']],
  [480_000, 190_000, 140_000, ['Bali', 'Papua Barat', 'Papua Barat Daya']],
  [440_000, 180_000, 130_000, ['Nusa Tenggara Barat']],
  // Not in regulations.md 5.2; from the Lampiran's table as docs/surat-tugas.md names it.
  [420_000, 170_000, 130_000, ['DI Yogyakarta']],
  [
    430_000,
    170_000,
    130_000,
    [
      'Jawa Barat',
      'Nusa Tenggara Timur',
      'Kalimantan Timur',
      'Kalimantan Utara',
      'Sulawesi Selatan',
      'Maluku Utara',
    ],
  ],
  [410_000, 160_000, 120_000, ['Kepulauan Bangka Belitung', 'Jawa Timur', 'Sulawesi Barat']],
  [
    380_000,
    150_000,
    110_000,
    [
      'Sumatera Barat',
      'Sumatera Selatan',
      'Lampung',
      'Bengkulu',
      'Kalimantan Barat',
      'Kalimantan Selatan',
      'Sulawesi Tenggara',
      'Maluku',
    ],
  ],
  [
    370_000,
    150_000,
    110_000,
    [
      'Sumatera Utara',
      'Riau',
      'Kepulauan Riau',
      'Jambi',
      'Banten',
      'Jawa Tengah',
      'Sulawesi Utara',
      'Gorontalo',
      'Sulawesi Tengah',
    ],
  ],
  [360_000, 140_000, 110_000, ['Aceh', 'Kalimantan Tengah']],
];
