/**
 * Pangkat/golongan reference data.
 *
 * PNS: golongan/ruang I/a … IV/e and their names, PP 7/1977 (Peraturan Gaji PNS) as last
 * amended by PP 5/2024; the names are those of the Lampiran and of BKN's code lists
 * (shared/domain/regulations.md section 7.1).
 *
 * PPPK: golongan I … XVII, Perpres 98/2020 (gaji dan tunjangan PPPK) as updated by Perpres
 * 11/2024 (regulations.md 7.2). The PNS-equivalent group (I–IV ≈ I, V–VIII ≈ II, IX–XII ≈ III,
 * XIII–XVII ≈ IV) is the common practice for allowances keyed on PNS golongan; regulations.md
 * marks it a guess to verify, which is why it is editable data, not code.
 */
import type { PnsGroup } from '@sikerja/contracts';

export interface PangkatSeed {
  kind: 'pns' | 'pppk';
  code: string;
  name: string;
  pnsGroup: PnsGroup;
  sortOrder: number;
}

const PNS: readonly [string, string][] = [
  ['I/a', 'Juru Muda'],
  ['I/b', 'Juru Muda Tingkat I'],
  ['I/c', 'Juru'],
  ['I/d', 'Juru Tingkat I'],
  ['II/a', 'Pengatur Muda'],
  ['II/b', 'Pengatur Muda Tingkat I'],
  ['II/c', 'Pengatur'],
  ['II/d', 'Pengatur Tingkat I'],
  ['III/a', 'Penata Muda'],
  ['III/b', 'Penata Muda Tingkat I'],
  ['III/c', 'Penata'],
  ['III/d', 'Penata Tingkat I'],
  ['IV/a', 'Pembina'],
  ['IV/b', 'Pembina Tingkat I'],
  ['IV/c', 'Pembina Utama Muda'],
  ['IV/d', 'Pembina Utama Madya'],
  ['IV/e', 'Pembina Utama'],
];

const PPPK = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
] as const;

/** The PNS group a PPPK golongan counts as (1-based grade number). */
export function pppkEquivalentGroup(grade: number): PnsGroup {
  if (grade <= 4) return 'I';
  if (grade <= 8) return 'II';
  if (grade <= 12) return 'III';
  return 'IV';
}

export const PANGKAT_SEED: readonly PangkatSeed[] = [
  ...PNS.map(([code, name], i) => ({
    kind: 'pns' as const,
    code,
    name,
    pnsGroup: code.split('/')[0] as PnsGroup,
    sortOrder: i + 1,
  })),
  ...PPPK.map((code, i) => ({
    kind: 'pppk' as const,
    code,
    name: `PPPK Golongan ${code}`,
    pnsGroup: pppkEquivalentGroup(i + 1),
    sortOrder: 100 + i + 1,
  })),
];
