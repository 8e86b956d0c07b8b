import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { TStaffRow } from '@sikerja/contracts';
import {
  IconDots,
  IconId,
  IconKey,
  IconUserCheck,
  IconUserOff,
  IconUserShare,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { useCurrentUser } from '../../../lib/auth/auth-context.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useAccountAction } from '../api/account-actions.ts';
import { useImpersonateUser } from '../api/impersonate-user.ts';
import { GroupsModal } from './groups-modal.tsx';

/** The account actions of one person: status, password link, groups, 'Masuk sebagai'. */
export function AccountMenu({ row }: { row: TStaffRow }) {
  const [isGroupsOpen, setGroupsOpen] = useState(false);
  const me = useCurrentUser();
  const activate = useAccountAction('activate');
  const deactivate = useAccountAction('deactivate');
  const reset = useAccountAction('reset-password');
  const impersonate = useImpersonateUser();
  const isSelf = row.id === me.id;
  const canImpersonate =
    me.roles.includes('auth.impersonate') && !me.impersonator && !isSelf && row.status === 'active';

  const run = (mutation: typeof activate) => async () => {
    const answer = await mutation.mutateAsync(row.id);
    notifySuccess(answer.data.message);
  };

  const askActivate = () =>
    confirmAction({
      title: 'Aktifkan akun?',
      message: `${row.name} akan dapat masuk ke aplikasi.`,
      confirmLabel: 'Aktifkan',
      cancelLabel: 'Batal',
      onConfirm: run(activate),
    });
  const askDeactivate = () =>
    confirmAction({
      title: 'Nonaktifkan akun?',
      message: `${row.name} tidak dapat masuk lagi dan semua sesinya berakhir. Riwayat presensi, cuti dan penghasilannya tetap tersimpan; akun dapat diaktifkan kembali.`,
      confirmLabel: 'Nonaktifkan',
      cancelLabel: 'Batal',
      color: 'red',
      onConfirm: run(deactivate),
    });
  const askReset = () =>
    confirmAction({
      title: 'Kirim tautan atur ulang password?',
      message: `Tautan sekali pakai (berlaku 60 menit) dikirim ke ${row.email ?? 'email pegawai'}. Password lama tetap berlaku sampai diganti.`,
      confirmLabel: 'Kirim',
      cancelLabel: 'Batal',
      onConfirm: run(reset),
    });
  const askImpersonate = () =>
    confirmAction({
      title: `Masuk sebagai ${row.name}?`,
      message:
        'Anda akan memakai aplikasi sebagai pengguna ini. Semua tindakan tercatat atas nama Anda. Kembali melalui tombol "Kembali ke akun saya".',
      confirmLabel: 'Masuk sebagai',
      cancelLabel: 'Batal',
      color: 'orange',
      onConfirm: () => impersonate(row.id),
    });

  return (
    <>
      <GroupsModal person={isGroupsOpen ? row : null} onClose={() => setGroupsOpen(false)} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Tooltip label="Akun">
            <ActionIcon variant="subtle" aria-label={`Akun ${row.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {row.status !== 'active' ? (
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={askActivate}>
              Aktifkan
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconUserOff size={16} />}
              color="red"
              disabled={isSelf}
              onClick={askDeactivate}
            >
              Nonaktifkan
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconKey size={16} />}
            disabled={row.status !== 'active' || !row.email}
            onClick={askReset}
          >
            Kirim tautan password
          </Menu.Item>
          <Menu.Item
            leftSection={<IconId size={16} />}
            component={Link}
            to={`${paths.biodata}?user_id=${row.id}`}
          >
            Lihat profil
          </Menu.Item>
          <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => setGroupsOpen(true)}>
            Atur grup
          </Menu.Item>
          {canImpersonate && (
            <Menu.Item
              leftSection={<IconUserShare size={16} />}
              color="orange"
              onClick={askImpersonate}
            >
              Masuk sebagai
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
