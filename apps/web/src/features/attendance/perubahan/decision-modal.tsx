import { Text } from '@mantine/core';
import { PERUBAHAN_REASON_LABELS, type TPerubahanRow } from '@sikerja/contracts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApprovalDecisionDialog } from '../../../platform/approval/approval.api.ts';
import { useDecidePerubahan } from './perubahan-api.ts';

export interface PendingDecision {
  row: TPerubahanRow;
  decision: 'approve' | 'reject';
}

/** 'Setujui' or 'Tolak' with a note (required to reject), in the shared decision dialog. */
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
  const isReject = pending?.decision === 'reject';
  return (
    <ApprovalDecisionDialog
      opened={pending !== null}
      onClose={onClose}
      title={isReject ? 'Tolak Perubahan Presensi' : 'Setujui Perubahan Presensi'}
      summary={
        pending && (
          <Text size="sm">
            {pending.row.user.name} — {formatIsoDate(pending.row.date)},{' '}
            {PERUBAHAN_REASON_LABELS[pending.row.reason_kind]}
          </Text>
        )
      }
      decisions={[pending?.decision ?? 'approve']}
      initialDecision={pending?.decision ?? 'approve'}
      noteLabel={(decision) => (decision === 'reject' ? 'Alasan penolakan' : 'Catatan (opsional)')}
      onSubmit={async (body) => {
        if (!pending) return;
        await decide.mutateAsync({ id: pending.row.id, body });
        notifySuccess(
          body.decision === 'reject'
            ? 'Pengajuan ditolak.'
            : 'Pengajuan disetujui; presensi telah diperbarui.',
        );
      }}
    />
  );
}
