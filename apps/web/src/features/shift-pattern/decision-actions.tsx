import { Button, Group, Text } from '@mantine/core';
import type { TWorkPatternAssignmentRow } from '@sikerja/contracts';
import { useState } from 'react';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalDecisionDialog } from '../../platform/approval/approval.api.ts';
import { useDecidePatternRequest } from './api/shift-pattern.ts';

type Decision = 'approve' | 'reject';

/**
 * Setujui / Tolak on a person's waiting request, in the Pola Kerja Pegawai list (the row menu
 * of the master screen): the admin decides where the assignments are, with a note.
 */
export function DecisionActions({ row }: { row: TWorkPatternAssignmentRow }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useDecidePatternRequest();
  if (row.status !== 'pending') return null;

  const pattern = row.pattern_name ?? 'Kembali ke jam kantor';
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          color="teal"
          variant="light"
          onClick={() => setDecision('approve')}
        >
          Setujui
        </Button>
        <Button size="compact-xs" color="red" variant="light" onClick={() => setDecision('reject')}>
          Tolak
        </Button>
      </Group>
      <ApprovalDecisionDialog
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'approve' ? 'Setujui permintaan?' : 'Tolak permintaan?'}
        summary={
          <Text size="sm">
            {row.user_name}: {pattern} mulai {formatIsoDate(row.start_date)}.
            {row.reason ? ` Alasan: ${row.reason}` : ''}
          </Text>
        }
        decisions={[decision ?? 'approve']}
        initialDecision={decision ?? 'approve'}
        noteDescription={(chosen) =>
          chosen === 'reject' ? 'Alasan penolakan wajib diisi.' : undefined
        }
        onSubmit={async ({ note }) => {
          if (!decision) return;
          await decide.mutateAsync({ id: row.id, decision, note });
          notifySuccess(decision === 'approve' ? 'Permintaan disetujui.' : 'Permintaan ditolak.');
        }}
      />
    </>
  );
}
