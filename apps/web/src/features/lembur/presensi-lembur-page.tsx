import { Button, Card, Stack } from '@mantine/core';
import type { TLemburRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RequestBoxes, requestActionsColumn } from '../../platform/approval/approval.api.ts';
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

/**
 * '/user/presensi_lembur': today's overtime check-in, the person's orders (SPKL) and, on the
 * second tab, the orders waiting for them as superior or authorised official (docs/lembur.md).
 */
export function PresensiLemburPage() {
  const [isFormOpen, setFormOpen] = useState(false);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const withdraw = useWithdrawLembur();
  const today = useLemburToday();
  const actions = requestActionsColumn<TLemburRow>({
    onDecide: setPending,
    withdraw: {
      run: (id) => withdraw.mutateAsync(id),
      title: 'Tarik pengajuan lembur?',
      done: 'Pengajuan lembur telah ditarik.',
    },
  });

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
        <RequestBoxes
          endpoint={myLemburList}
          mine={{
            tab: 'Lembur Saya',
            label: 'Perintah lembur saya',
            columns: [dateColumn, taskColumn, punchColumn, statusColumn, historyColumn, actions],
            searchPlaceholder: 'Cari uraian pekerjaan…',
          }}
          inbox={{
            tab: 'Menunggu Persetujuan Saya',
            label: 'Perintah lembur menunggu persetujuan saya',
            columns: [dateColumn, personColumn, taskColumn, statusColumn, historyColumn, actions],
            searchPlaceholder: 'Cari nama, NIP atau uraian…',
          }}
        />
      </Stack>
      <LemburFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
      <LemburDecisionModal pending={pending} admin={false} onClose={() => setPending(null)} />
    </>
  );
}
