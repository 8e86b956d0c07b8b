import { Button, Card, Group, Select, Stack, Tabs } from '@mantine/core';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES, type TLemburRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { myLemburList, useLemburToday, useWithdrawLembur } from './lembur-api.ts';
import {
  dateColumn,
  historyColumn,
  personColumn,
  punchColumn,
  statusColumn,
  taskColumn,
} from './lembur-cells.tsx';
import { LemburDecisionModal, type PendingDecision } from './lembur-decision-modal.tsx';
import { LemburFormModal } from './lembur-form.tsx';
import { LemburToday } from './lembur-today.tsx';

const STATUS_OPTIONS = APPROVAL_STATUSES.map((s) => ({
  value: s,
  label: APPROVAL_STATUS_LABELS[s],
}));

/**
 * '/user/presensi_lembur': today's overtime check-in, the person's orders (SPKL) and, on the
 * second tab, the orders waiting for them as superior or authorised official (docs/lembur.md).
 */
export function PresensiLemburPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'persetujuan' ? 'persetujuan' : 'saya';
  const [isFormOpen, setFormOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const withdraw = useWithdrawLembur();
  const today = useLemburToday();

  const actions: DataTableColumn<TLemburRow> = {
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
                title: 'Tarik pengajuan lembur?',
                message: 'Pengajuan yang ditarik tidak dapat diproses lagi.',
                color: 'red',
                onConfirm: async () => {
                  await withdraw.mutateAsync(row.id);
                  notifySuccess('Pengajuan lembur telah ditarik.');
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
        description="Ajukan Surat Perintah Kerja Lembur (SPKL) untuk disetujui atasan langsung dan pejabat berwenang, lalu lakukan presensi masuk dan pulang lembur di lokasi kerja."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
            Ajukan Lembur
          </Button>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <LemburToday orders={today.data?.orders} isLoading={today.isLoading} />
        </Card>
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next === 'persetujuan' ? { tab: 'persetujuan' } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="saya">Lembur Saya</Tabs.Tab>
            <Tabs.Tab value="persetujuan">Menunggu Persetujuan Saya</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="saya">
            <DataTable
              endpoint={myLemburList}
              columns={[dateColumn, taskColumn, punchColumn, statusColumn, historyColumn, actions]}
              rowKey={(row) => row.id}
              label="Perintah lembur saya"
              filters={{ box: 'mine', status }}
              toolbar={statusFilter}
              paramPrefix="saya"
              searchPlaceholder="Cari uraian pekerjaan…"
            />
          </Tabs.Panel>
          <Tabs.Panel value="persetujuan">
            <DataTable
              endpoint={myLemburList}
              columns={[dateColumn, personColumn, taskColumn, statusColumn, historyColumn, actions]}
              rowKey={(row) => row.id}
              label="Perintah lembur menunggu persetujuan saya"
              filters={{ box: 'inbox', status }}
              toolbar={statusFilter}
              paramPrefix="inbox"
              searchPlaceholder="Cari nama, NIP atau uraian…"
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <LemburFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
      <LemburDecisionModal pending={pending} admin={false} onClose={() => setPending(null)} />
    </>
  );
}
