import { Text } from '@mantine/core';
import {
  PERUBAHAN_REASON_LABELS,
  type TPerubahanKind,
  type TPerubahanRow,
} from '@sikerja/contracts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { ApprovalDecisionDialog } from '../../../platform/approval/approval.api.ts';
import { perubahanNoun, useDecidePerubahan } from './perubahan-api.ts';

export interface PendingDecision {
  row: TPerubahanRow;
  decision: 'approve' | 'reject';
}

/** 'Setujui' or 'Tolak' with a note (required to reject), in the shared decision dialog. */
export function DecisionModal({
  kind,
  pending,
  admin,
  onClose,
}: {
  kind: TPerubahanKind;
  pending: PendingDecision | null;
  admin: boolean;
  onClose: () => void;
}) {
  const decide = useDecidePerubahan(admin, kind);
  const { title: what } = perubahanNoun(kind);
  const isReject = pending?.decision === 'reject';
  return (
    <ApprovalDecisionDialog
      opened={pending !== null}
      onClose={onClose}
      title={`${isReject ? 'Tolak' : 'Setujui'} Perubahan ${what}`}
      summary={
        pending && (
          <Text size="sm">
            {pending.row.user.name} — {formatIsoDate(pending.row.date)}
            {pending.row.session_name ? ` (${pending.row.session_name})` : ''},{' '}
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
