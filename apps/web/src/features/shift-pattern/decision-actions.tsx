import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TWorkPatternAssignmentRow } from '@sikerja/contracts';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useDecidePatternRequest } from './api/shift-pattern.ts';

type Decision = 'approve' | 'reject';

/**
 * Setujui / Tolak on a person's waiting request, in the Pola Kerja Pegawai list (the row menu
 * of the master screen): the admin decides where the assignments are, with a note.
 */
export function DecisionActions({ row }: { row: TWorkPatternAssignmentRow }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecidePatternRequest();
  if (row.status !== 'pending') return null;

  const open = (next: Decision) => {
    setDecision(next);
    setNote('');
    setFailure(null);
  };
  const submit = async () => {
    if (!decision) return;
    try {
      await decide.mutateAsync({ id: row.id, decision, note: note.trim() || null });
      notifySuccess(decision === 'approve' ? 'Permintaan disetujui.' : 'Permintaan ditolak.');
      setDecision(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const pattern = row.pattern_name ?? 'Kembali ke jam kantor';
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" color="teal" variant="light" onClick={() => open('approve')}>
          Setujui
        </Button>
        <Button size="compact-xs" color="red" variant="light" onClick={() => open('reject')}>
          Tolak
        </Button>
      </Group>
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'approve' ? 'Setujui permintaan?' : 'Tolak permintaan?'}
        centered
      >
        <Stack>
          <Text size="sm">
            {row.user_name}: {pattern} mulai {formatIsoDate(row.start_date)}.
            {row.reason ? ` Alasan: ${row.reason}` : ''}
          </Text>
          <Textarea
            label="Catatan"
            withAsterisk={decision === 'reject'}
            description={decision === 'reject' ? 'Alasan penolakan wajib diisi.' : undefined}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={2}
          />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)} disabled={decide.isPending}>
              Batal
            </Button>
            <Button
              color={decision === 'approve' ? 'teal' : 'red'}
              onClick={submit}
              loading={decide.isPending}
            >
              {decision === 'approve' ? 'Setujui' : 'Tolak'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
