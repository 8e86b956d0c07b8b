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
      to: '/user/profile/riwayat_pekerjaan',
      label: 'Riwayat Pekerjaan',
      description: 'Jabatan dan tempat kerja, dengan SK',
      inPanel: false,
    },
    {
      to: '/user/profile/riwayat_pernikahan',
      label: 'Riwayat Pernikahan',
      description: 'Pernikahan dan akta nikah',
      inPanel: false,
    },
    {
      to: '/user/profile/riwayat_suami_istri',
      label: 'Suami / Istri',
      description: 'Data suami atau istri',
      inPanel: false,
    },
    {
      to: '/user/profile/riwayat_anak',
      label: 'Riwayat Anak',
      description: 'Anak kandung, tiri dan angkat',
      inPanel: false,
    },
    {
      to: '/user/profile/riwayat_orang_tua',
      label: 'Orang Tua',
      description: 'Ayah, ibu dan mertua',
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
