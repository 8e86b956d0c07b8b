import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PERUBAHAN_REASON_LABELS, type TPerubahanRow } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDecidePerubahan } from './perubahan-api.ts';

export interface PendingDecision {
  row: TPerubahanRow;
  decision: 'approve' | 'reject';
}

/** 'Setujui' or 'Tolak' with a note (required to reject). */
export function DecisionModal({
  pending,
  admin,
  onClose,
}: {
  pending: PendingDecision | null;
  admin: boolean;
  onClose: () => void;
}) {
  const decide = useDecidePerubahan(admin);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const isReject = pending?.decision === 'reject';
  const close = () => {
    setNote('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!pending) return;
    if (isReject && !note.trim()) {
      setFailure('Alasan penolakan wajib diisi.');
      return;
    }
    try {
      await decide.mutateAsync({
        id: pending.row.id,
        body: { decision: pending.decision, note: note.trim() || null },
      });
      notifySuccess(
        isReject ? 'Pengajuan ditolak.' : 'Pengajuan disetujui; presensi telah diperbarui.',
      );
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={isReject ? 'Tolak Perubahan Presensi' : 'Setujui Perubahan Presensi'}
      centered
    >
      {pending && (
        <Stack gap="sm">
          <FormErrorAlert message={failure} />
          <Text size="sm">
            {pending.row.user.name} — {formatIsoDate(pending.row.date)},{' '}
            {PERUBAHAN_REASON_LABELS[pending.row.reason_kind]}
          </Text>
          <Textarea
            label={isReject ? 'Alasan penolakan' : 'Catatan (opsional)'}
            required={isReject}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button color={isReject ? 'red' : 'teal'} loading={decide.isPending} onClick={submit}>
              {isReject ? 'Tolak' : 'Setujui'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
