import { Button, Group, Select, Tabs } from '@mantine/core';
import {
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
  type TPerubahanKind,
  type TPerubahanRow,
} from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { DecisionModal, type PendingDecision } from './decision-modal.tsx';
import { perubahanEndpoints, perubahanNoun, useWithdrawPerubahan } from './perubahan-api.ts';
import {
  dateColumn,
  historyColumn,
  personColumn,
  requestColumn,
  statusColumn,
} from './perubahan-cells.tsx';
import { PerubahanFormModal } from './perubahan-form.tsx';

const STATUS_OPTIONS = APPROVAL_STATUSES.map((s) => ({
  value: s,
  label: APPROVAL_STATUS_LABELS[s],
}));

const DESCRIPTIONS: Record<TPerubahanKind, string> = {
  presensi:
    'Ajukan perbaikan presensi (lupa presensi, gangguan mesin, dinas luar, izin, sakit) untuk disetujui atasan langsung.',
  apel: 'Ajukan perbaikan presensi apel (lupa presensi, gangguan aplikasi, dinas luar, izin, sakit) untuk disetujui atasan langsung.',
  senam:
    'Ajukan perbaikan presensi senam (lupa presensi, gangguan aplikasi, dinas luar, izin, sakit) untuk disetujui atasan langsung.',
};

/**
 * '/user/presensi/perubahan' (and '/user/presensi_apel/perubahan', '/user/presensi_senam/
 * perubahan' with their kind): a person's change requests and, on the second tab, the requests
 * waiting for them as superior (the atasan's inbox; docs/attendance.md, "Change requests").
 */
export function PerubahanPage({ kind = 'presensi' }: { kind?: TPerubahanKind }) {
  const { noun } = perubahanNoun(kind);
  const { myList } = perubahanEndpoints(kind);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'persetujuan' ? 'persetujuan' : 'saya';
  const [isFormOpen, setFormOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const withdraw = useWithdrawPerubahan(kind);

  const actions: DataTableColumn<TPerubahanRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 170,
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        {row.can_decide && (
          <>
            <Button size="xs" color="teal" onClick={() => setPending({ row, decision: 'approve' })}>
              Setujui
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => setPending({ row, decision: 'reject' })}
            >
              Tolak
            </Button>
          </>
        )}
        {row.can_withdraw && (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              confirmAction({
                title: 'Tarik pengajuan?',
                message: 'Pengajuan yang ditarik tidak dapat diproses lagi.',
                color: 'red',
                onConfirm: async () => {
                  await withdraw.mutateAsync(row.id);
                  notifySuccess('Pengajuan telah ditarik.');
                },
              })
            }
          >
            Tarik
          </Button>
        )}
      </Group>
    ),
  };
  const statusFilter = (
    <Select
      aria-label="Status"
      placeholder="Semua status"
      clearable
      data={STATUS_OPTIONS}
      value={status}
      onChange={setStatus}
      w={180}
    />
  );

  return (
    <>
      <PageHeader
        description={DESCRIPTIONS[kind]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
            Ajukan Perubahan
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(next === 'persetujuan' ? { tab: 'persetujuan' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="saya">Pengajuan Saya</Tabs.Tab>
          <Tabs.Tab value="persetujuan">Menunggu Persetujuan Saya</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="saya">
          <DataTable
            endpoint={myList}
            columns={[dateColumn, requestColumn, statusColumn, historyColumn, actions]}
            rowKey={(row) => row.id}
            label={`Pengajuan perubahan ${noun} saya`}
            filters={{ box: 'mine', status }}
            toolbar={statusFilter}
            paramPrefix="saya"
            searchPlaceholder="Cari keterangan…"
          />
        </Tabs.Panel>
        <Tabs.Panel value="persetujuan">
          <DataTable
            endpoint={myList}
            columns={[
              dateColumn,
              personColumn,
              requestColumn,
              statusColumn,
              historyColumn,
              actions,
            ]}
            rowKey={(row) => row.id}
            label={`Perubahan ${noun} menunggu persetujuan saya`}
            filters={{ box: 'inbox', status }}
            toolbar={statusFilter}
            paramPrefix="inbox"
            searchPlaceholder="Cari nama, NIP atau keterangan…"
          />
        </Tabs.Panel>
      </Tabs>
      <PerubahanFormModal kind={kind} opened={isFormOpen} onClose={() => setFormOpen(false)} />
      <DecisionModal kind={kind} pending={pending} admin={false} onClose={() => setPending(null)} />
    </>
  );
}
