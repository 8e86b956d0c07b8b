import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import type { TUserRow } from '@sikerja/contracts';
import { IconUserCheck, IconUserShare } from '@tabler/icons-react';
import { useMemo } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { useUrlFilter } from '../../components/data-table/use-table-params.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useActivateUser } from './api/activate-user.ts';
import { usersList } from './api/find-users.ts';
import { useImpersonateUser } from './api/impersonate-user.ts';
import { STATUS_OPTIONS, UserStatusBadge } from './components/user-status-badge.tsx';

/** '/admin/master/user': 'Data Pegawai', the staff list with activation of new accounts and 'Masuk sebagai'. */
export function UsersPage() {
  const me = useCurrentUser();
  const [status, setStatus] = useUrlFilter('status');
  const activate = useActivateUser();
  const impersonate = useImpersonateUser();
  const canImpersonate = me.roles.includes('auth.impersonate') && !me.impersonator;
  const validStatus = STATUS_OPTIONS.some((o) => o.value === status) ? status : null;
  const filters = useMemo(() => ({ status: validStatus ?? undefined }), [validStatus]);

  const askActivate = (row: TUserRow) =>
    confirmAction({
      title: 'Aktifkan akun?',
      message: `${row.name} akan dapat masuk ke aplikasi.`,
      confirmLabel: 'Aktifkan',
      cancelLabel: 'Batal',
      onConfirm: async () => {
        const answer = await activate.mutateAsync(row.id);
        notifySuccess(answer.data.message);
      },
    });

  const askImpersonate = (row: TUserRow) =>
    confirmAction({
      title: `Masuk sebagai ${row.name}?`,
      message:
        'Anda akan memakai aplikasi sebagai pengguna ini. Semua tindakan tercatat atas nama Anda. Kembali melalui tombol "Kembali ke akun saya".',
      confirmLabel: 'Masuk sebagai',
      cancelLabel: 'Batal',
      color: 'orange',
      onConfirm: () => impersonate(row.id),
    });

  const columns: DataTableColumn<TUserRow>[] = [
    {
      id: 'name',
      header: 'Nama',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.email ?? ''}
          </Text>
        </Stack>
      ),
    },
    { id: 'nip', header: 'NIP', width: 190 },
    { id: 'unit', header: 'Unit kerja' },
    {
      id: 'level',
      header: 'Level',
      width: 100,
      render: (row) => (
        <Badge variant="light" color={row.level === 'admin' ? 'grape' : 'blue'}>
          {row.level === 'admin' ? 'Admin' : 'Pegawai'}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 160,
      render: (row) => <UserStatusBadge status={row.status} />,
    },
    {
      id: 'actions',
      header: 'Aksi',
      align: 'right',
      width: 170,
      render: (row) => {
        if (row.status === 'pending') {
          return (
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconUserCheck size={14} />}
              onClick={() => askActivate(row)}
            >
              Aktifkan
            </Button>
          );
        }
        if (!canImpersonate || row.id === me.id) return null;
        return (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconUserShare size={14} />}
            onClick={() => askImpersonate(row)}
            disabled={row.status !== 'active'}
          >
            Masuk sebagai
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader description="Daftar akun pegawai dan aktivasi akun baru." />
      <DataTable
        endpoint={usersList}
        columns={columns}
        rowKey={(row) => row.id}
        label="Daftar pegawai"
        filters={filters}
        searchPlaceholder="Cari nama, NIP, email…"
        minWidth={900}
        toolbar={
          <Select
            aria-label="Status akun"
            placeholder="Semua status"
            data={STATUS_OPTIONS}
            value={validStatus}
            onChange={setStatus}
            clearable
            w={200}
          />
        }
      />
    </>
  );
}
