import { Button } from '@mantine/core';
import type { TPerubahanKind, TPerubahanRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { RequestBoxes, requestActionsColumn } from '../../../platform/approval/approval.api.ts';
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
  const [isFormOpen, setFormOpen] = useState(false);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const withdraw = useWithdrawPerubahan(kind);
  const actions = requestActionsColumn<TPerubahanRow>({
    onDecide: setPending,
    withdraw: {
      run: (id) => withdraw.mutateAsync(id),
      title: 'Tarik pengajuan?',
      done: 'Pengajuan telah ditarik.',
    },
  });

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
      <RequestBoxes
        endpoint={myList}
        mine={{
          tab: 'Pengajuan Saya',
          label: `Pengajuan perubahan ${noun} saya`,
          columns: [dateColumn, requestColumn, statusColumn, historyColumn, actions],
          searchPlaceholder: 'Cari keterangan…',
        }}
        inbox={{
          tab: 'Menunggu Persetujuan Saya',
          label: `Perubahan ${noun} menunggu persetujuan saya`,
          columns: [dateColumn, personColumn, requestColumn, statusColumn, historyColumn, actions],
          searchPlaceholder: 'Cari nama, NIP atau keterangan…',
        }}
      />
      <PerubahanFormModal kind={kind} opened={isFormOpen} onClose={() => setFormOpen(false)} />
      <DecisionModal kind={kind} pending={pending} admin={false} onClose={() => setPending(null)} />
    </>
  );
}
