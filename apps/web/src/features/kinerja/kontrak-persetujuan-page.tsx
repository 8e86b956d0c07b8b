import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify.ts';
import {
  kontrakInbox,
  useDecideKontrak,
  useHasSubordinateKontrak,
  useKontrak,
} from './kontrak-api.ts';
import { KontrakHeader, KontrakLines, KontrakStatusBadge } from './kontrak-view.tsx';
import { ReviewDecision, SubordinateInbox } from './subordinate-inbox.tsx';

const TABS = [
  { value: 'sent', label: 'Menunggu Persetujuan' },
  { value: 'returned', label: 'Dikembalikan' },
  { value: 'approved', label: 'Disetujui' },
] as const;

/** One subordinate's contract, with Setujui and Kembalikan (revisi) while it waits. */
function KontrakReview({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useKontrak(id);
  const decide = useDecideKontrak();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const kontrak = query.data;
  return (
    <Modal opened onClose={onClose} title="Kontrak Kinerja Bawahan" size="80rem">
      {!kontrak ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="md">
          <KontrakHeader kontrak={kontrak} />
          <KontrakLines kontrak={kontrak} />
          {kontrak.can.decide && (
            <Group justify="flex-end">
              <Button color="orange" variant="light" onClick={() => setDecision('reject')}>
                Kembalikan (Revisi)
              </Button>
              <Button color="teal" onClick={() => setDecision('approve')}>
                Setujui Kontrak
              </Button>
            </Group>
          )}
          <ReviewDecision
            decision={decision}
            onClose={() => setDecision(null)}
            subject="Kontrak"
            approveVerb="Setujui"
            summary={`${kontrak.person.name} — kontrak kinerja tahun ${kontrak.year}`}
            submit={async (body) => {
              await decide.mutateAsync({ id: kontrak.id, body });
              notifySuccess(
                body.decision === 'reject'
                  ? 'Kontrak dikembalikan untuk revisi.'
                  : 'Kontrak kinerja disetujui.',
              );
              onClose();
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * '/user/persetujuan': the contracts of the caller's subordinates (docs/kinerja.md), waiting
 * first; a row opens the contract with Setujui and Kembalikan.
 */
export function KontrakPersetujuanPage() {
  const hasAny = useHasSubordinateKontrak();
  return (
    <SubordinateInbox
      description="Kontrak kinerja (SKP) bawahan Anda: setujui, atau kembalikan dengan catatan revisi."
      emptyText="Belum ada kontrak kinerja bawahan yang dikirim kepada Anda. Kontrak yang dikirim bawahan Anda akan tampil di sini untuk disetujui atau dikembalikan."
      tabs={TABS}
      endpoint={kontrakInbox}
      hasAny={hasAny}
      personHeader="Detail Pengirim"
      labelPrefix="Kontrak kinerja bawahan"
      columns={[
        {
          id: 'position',
          header: 'Jabatan',
          render: (row) => `${row.position_name} — ${row.unit_name}`,
        },
        { id: 'year', header: 'Tahun', width: 80, render: (row) => row.year },
        {
          id: 'status',
          header: 'Status',
          render: (row) => <KontrakStatusBadge status={row.status} />,
        },
      ]}
      review={(id, onClose) => <KontrakReview id={id} onClose={onClose} />}
    />
  );
}
