import type { UserLevel } from '@sikerja/contracts';
import { paths } from '../../lib/paths.ts';

export interface ProfileLink {
  to: string;
  label: string;
  description: string;
  /** Listed in the top bar's 'Profil Saya' panel too (SPEC section 2 names three). */
  inPanel: boolean;
}

/** The user's own pages; 'Shift & Pola Kerja' is for level user only (SPEC section 2). */
export function profileLinksFor(level: UserLevel): ProfileLink[] {
  return [
    { to: paths.biodata, label: 'Biodata', description: 'Isi & Ubah Biodata', inPanel: true },
    ...(level === 'user'
      ? [
          {
            to: paths.shiftPattern,
            label: 'Shift & Pola Kerja',
            description: 'Ubah Shift & Pola Kerja',
            inPanel: true,
          },
        ]
      : []),
    { to: paths.password, label: 'Password', description: 'Ubah Password', inPanel: true },
    {
      to: '/user/profile/riwayat_pendidikan',
      label: 'Riwayat Pendidikan',
      description: 'Pendidikan formal dan ijazah',
      inPanel: false,
    },
    {
      to: '/user/profile/dokumen_pendukung',
      label: 'Dokumen Pendukung',
      description: 'KTP, KK, NPWP, SK dan lainnya',
      inPanel: false,
    },
  ];
}
