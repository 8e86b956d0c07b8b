import { Stack } from '@mantine/core';
import { IconMail, IconSettings, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { KinerjaSummary } from '../../../features/kinerja/kinerja.api.ts';
import { AccountCard } from '../../../features/profile/profile.api.ts';
import { useCurrentUser } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { AttendanceSummary } from './components/attendance-summary.tsx';
import { HomeGreeting } from './components/home-greeting.tsx';
import { type Shortcut, ShortcutGrid } from './components/shortcut-grid.tsx';

/** Admin shortcuts, each shown only with the permission its screen needs. */
const ADMIN_SHORTCUTS: (Shortcut & { permission: string })[] = [
  {
    to: paths.users,
    permission: 'admin.master.user',
    label: 'Data Pegawai',
    description: 'Daftar pegawai, aktivasi akun baru',
    icon: IconUsers,
    color: 'blue',
  },
  {
    to: paths.userGroups,
    permission: 'admin.master.user_group',
    label: 'Grup Pengguna',
    description: 'Kelompok pengguna dan hak akses',
    icon: IconUsersGroup,
    color: 'violet',
  },
  {
    to: paths.adminSetting,
    permission: 'admin.setting',
    label: 'Pengaturan',
    description: 'Nama instansi, zona waktu, logo',
    icon: IconSettings,
    color: 'teal',
  },
  {
    to: paths.outbox,
    permission: 'admin.outbox',
    label: 'Kotak Keluar Email',
    description: 'Email yang dikirim sistem',
    icon: IconMail,
    color: 'orange',
  },
];

/** '/admin': the admin's home. */
export function AdminHomePage() {
  const user = useCurrentUser();
  const shortcuts = ADMIN_SHORTCUTS.filter((s) => user.roles.includes(s.permission));
  return (
    <Stack gap="xl">
      <HomeGreeting />
      {user.roles.includes('admin.absensi') && <AttendanceSummary />}
      {(user.roles.includes('admin.kontrak.kirim') ||
        user.roles.includes('admin.realisasi.kirim')) && <KinerjaSummary />}
      <ShortcutGrid title="Akses cepat" shortcuts={shortcuts} />
      <AccountCard />
    </Stack>
  );
}
