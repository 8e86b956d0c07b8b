import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { monthName, type TRealisasiMonth } from '@sikerja/contracts';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalHistory } from '../../platform/approval/approval.api.ts';
import {
  realisasiInbox,
  useAdjustApproved,
  useDecideRealisasi,
  useHasSubordinateRealisasi,
  useRealisasiForSuperior,
} from './realisasi-api.ts';
import {
  type Draft,
  draftOf,
  LineCards,
  RealisasiHeader,
  RealisasiStatusBadge,
  valuesOf,
} from './realisasi-view.tsx';
import { ReviewDecision, SubordinateInbox } from './subordinate-inbox.tsx';

const TABS = [
  { value: 'waiting', label: 'Menunggu Konfirmasi' },
  { value: 'decided', label: 'Sudah Ditanggapi' },
] as const;

function Review({ month, onClose }: { month: TRealisasiMonth; onClose: () => void }) {
  const adjust = useAdjustApproved();
  const decide = useDecideRealisasi();
  const [draft, setDraft] = useState<Draft>(() => draftOf(month, 'approved'));
  const [dirty, setDirty] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  useEffect(() => {
    if (!dirty) setDraft(draftOf(month, 'approved'));
  }, [month, dirty]);
  const edit = month.can.decide ? 'approved' : null;
  const change = (id: number, v: Draft[number]) => {
    setDraft((d) => ({ ...d, [id]: v }));
    setDirty(true);
  };
  const saveAdjusted = async () => {
    if (!dirty || month.id === null) return;
    await adjust.mutateAsync({ id: month.id, lines: valuesOf(draft) });
    setDirty(false);
  };
  return (
    <Stack gap="md">
      <RealisasiHeader month={month} />
      <Title order={5}>Tugas Utama</Title>
      <LineCards lines={month.lines} edit={edit} draft={draft} onChange={change} />
      {month.tambahan.length > 0 && (
        <>
          <Title order={5}>Tugas Tambahan</Title>
          <LineCards
            lines={month.tambahan}
            edit={edit}
            draft={draft}
            onChange={change}
            actions={(l) => (
              <Text size="xs" c="dimmed">
                Pemberi tugas:{' '}
                {month.tambahan.find((t) => t.line_id === l.line_id)?.ordered_by?.name ?? '—'}
              </Text>
            )}
          />
        </>
      )}
      <FormErrorAlert message={adjust.error ? errorMessage(adjust.error) : null} />
      {month.can.decide && (
        <Group justify="flex-end" wrap="wrap">
          {dirty && (
            <Button
              variant="default"
              loading={adjust.isPending}
              onClick={() => saveAdjusted().catch(() => {})}
            >
              Simpan Nilai Disetujui
            </Button>
          )}
          <Button color="orange" variant="light" onClick={() => setDecision('reject')}>
            Kembalikan (Revisi)
          </Button>
          <Button
            color="teal"
            onClick={async () => {
              try {
                await saveAdjusted();
                setDecision('approve');
              } catch {
                /* shown above */
              }
            }}
          >
            Konfirmasi Realisasi
          </Button>
        </Group>
      )}
      {month.history.length > 0 && (
        <Paper withBorder p="md">
          <Title order={5} mb="xs">
            Riwayat
          </Title>
          <ApprovalHistory steps={month.history} />
        </Paper>
      )}
      <ReviewDecision
        decision={decision}
        onClose={() => setDecision(null)}
        subject="Realisasi"
        approveVerb="Konfirmasi"
        summary={`${month.person.name} — realisasi ${monthName(month.month)} ${month.year}`}
        submit={async (body) => {
          if (month.id === null) return;
          await decide.mutateAsync({ id: month.id, body });
          notifySuccess(
            body.decision === 'reject'
              ? 'Realisasi dikembalikan untuk revisi.'
              : 'Realisasi kinerja dikonfirmasi.',
          );
          onClose();
        }}
      />
    </Stack>
  );
}

function ReviewModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useRealisasiForSuperior(id);
  return (
    <Modal opened onClose={onClose} title="Realisasi Kinerja Bawahan" size="60rem">
      {query.data ? (
        <Review month={query.data} onClose={onClose} />
      ) : query.error ? (
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}

/**
 * '/user/persetujuan/realisasi' (docs/kinerja.md "Realisasi bulanan"): the months the caller's
 * subordinates sent; a row opens the month with the proposed values next to the approved ones.
 */
export function RealisasiPersetujuanPage() {
  const hasAny = useHasSubordinateRealisasi();
  return (
    <SubordinateInbox
      description="Realisasi kinerja bulanan bawahan Anda: sesuaikan nilai yang disetujui, lalu konfirmasi atau kembalikan dengan catatan."
      emptyText="Belum ada realisasi kinerja bawahan yang dikirim kepada Anda. Realisasi yang dikirim bawahan Anda akan tampil di sini untuk dikonfirmasi atau dikembalikan."
      tabs={TABS}
      endpoint={realisasiInbox}
      hasAny={hasAny}
      personHeader="Pegawai"
      labelPrefix="Realisasi bawahan"
      columns={[
        {
          id: 'unit',
          header: 'Jabatan',
          render: (row) => `${row.position_name} — ${row.unit_name}`,
        },
        { id: 'month', header: 'Bulan', render: (row) => `${monthName(row.month)} ${row.year}` },
        {
          id: 'status',
          header: 'Status',
          render: (row) => <RealisasiStatusBadge status={row.status} />,
        },
      ]}
      review={(id, onClose) => <ReviewModal id={id} onClose={onClose} />}
    />
  );
}
