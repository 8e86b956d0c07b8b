import { Button, Group, Menu, Modal, Stack } from '@mantine/core';
import type { TCutiRow } from '@sikerja/contracts';
import { IconDots, IconDownload, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { downloadLetter, ownCutiList, useBalance, useWithdrawCuti } from './api/cuti-api.ts';
import { BalanceCard } from './components/balance-card.tsx';
import { periodColumn, statusColumn, typeColumn } from './components/cuti-columns.tsx';
import { CutiDetails } from './components/cuti-details.tsx';
import { RequestForm } from './components/request-form.tsx';

function RowActions({ row }: { row: TCutiRow }) {
  const withdraw = useWithdrawCuti();
  if (!row.can_withdraw && !row.can_download && !row.can_cancel) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`Aksi cuti ${row.id}`}>
          <IconDots size={16} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {row.can_download && (
          <Menu.Item
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadLetter(row.id).catch((e) => notifyError(e))}
          >
            Unduh surat cuti
          </Menu.Item>
        )}
        {row.can_cancel && (
          <Menu.Item
            component={Link}
            to={`/user/cuti/pembatalan?cuti=${row.id}`}
            leftSection={<IconX size={14} />}
          >
            Ajukan pembatalan
          </Menu.Item>
        )}
        {row.can_withdraw && (
          <Menu.Item
            color="red"
            leftSection={<IconX size={14} />}
            onClick={() =>
              confirmAction({
                title: 'Tarik pengajuan cuti?',
                message: 'Pengajuan yang ditarik tidak diproses lagi. Anda dapat mengajukan ulang.',
                confirmLabel: 'Ya, tarik',
                cancelLabel: 'Batal',
                color: 'red',
                onConfirm: async () => {
                  await withdraw.mutateAsync(row.id);
                  notifySuccess('Pengajuan cuti ditarik.');
                },
              })
            }
          >
            Tarik pengajuan
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

const columns: DataTableColumn<TCutiRow>[] = [
  typeColumn,
  periodColumn,
  statusColumn,
  {
    id: 'actions',
    header: '',
    width: 60,
    align: 'right',
    render: (row) => <RowActions row={row} />,
  },
];

/** '/user/cuti': the balance, the request form, and the person's requests with their history. */
export function CutiPage() {
  const [isOpen, setOpen] = useState(false);
  const year = new Date().getFullYear();
  const balance = useBalance(year);
  return (
    <Stack>
      <PageHeader
        description="Ajukan cuti dan ikuti konfirmasinya dari kepegawaian sampai pejabat yang berwenang."
        actions={
          <Group>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
              Ajukan Cuti
            </Button>
          </Group>
        }
      />
      <BalanceCard balance={balance.data} isLoading={balance.isLoading} />
      <DataTable
        endpoint={ownCutiList}
        columns={columns}
        rowKey={(row) => row.id}
        label="Daftar pengajuan cuti"
        searchPlaceholder="Cari jenis atau alasan…"
        renderExpanded={(row) => <CutiDetails row={row} />}
      />
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Ajukan Cuti" size="lg">
        <RequestForm onDone={() => setOpen(false)} />
      </Modal>
    </Stack>
  );
}
