import { Text } from '@mantine/core';
import type { TLemburRow } from '@sikerja/contracts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalDecisionDialog } from '../../platform/approval/approval.api.ts';
import { useDecideLembur } from './lembur-api.ts';

export interface PendingDecision {
  row: TLemburRow;
  decision: 'approve' | 'reject';
}

/** 'Setujui' or 'Tolak' an overtime order, in the shared decision dialog. */
export function LemburDecisionModal({
  pending,
  admin,
  onClose,
}: {
  pending: PendingDecision | null;
  admin: boolean;
  onClose: () => void;
}) {
  const decide = useDecideLembur(admin);
  const isReject = pending?.decision === 'reject';
  return (
    <ApprovalDecisionDialog
      opened={pending !== null}
      onClose={onClose}
      title={isReject ? 'Tolak Perintah Lembur' : 'Setujui Perintah Lembur'}
      summary={
        pending && (
          <Text size="sm">
            {pending.row.user.name} — {formatIsoDate(pending.row.date)}, {pending.row.start_time}–
            {pending.row.end_time}: {pending.row.task}
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
          body.decision === 'reject' ? 'Perintah lembur ditolak.' : 'Perintah lembur disetujui.',
        );
      }}
    />
  );
}
