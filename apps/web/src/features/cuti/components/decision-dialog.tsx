import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TApprovalDecision } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { DATE_ARIA } from './date-labels.ts';

export const DECISION_LABELS: Record<TApprovalDecision, string> = {
  approve: 'Setujui',
  change: 'Ubah tanggal',
  defer: 'Tangguhkan',
  reject: 'Tolak',
};

export interface DecisionSubmit {
  decision: TApprovalDecision;
  note: string;
  start_date?: string;
  end_date?: string;
}

/** The approver's decision: one of the level's choices, a note, and new dates for a change. */
export function DecisionForm({
  summary,
  decisions,
  initial,
  dates,
  onSubmit,
  onCancel,
}: {
  summary: React.ReactNode;
  decisions: readonly TApprovalDecision[];
  initial: TApprovalDecision;
  dates?: { start: string; end: string };
  onSubmit: (body: DecisionSubmit) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [decision, setDecision] = useState<TApprovalDecision>(initial);
  const [note, setNote] = useState('');
  const [start, setStart] = useState<string | null>(dates?.start ?? null);
  const [end, setEnd] = useState<string | null>(dates?.end ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async () => {
    const local: Record<string, string> = {};
    if ((decision === 'reject' || decision === 'defer') && !note.trim())
      local.note = 'Catatan wajib diisi.';
    if (decision === 'change' && !start) local.start_date = 'Tanggal mulai baru wajib diisi.';
    if (decision === 'change' && !end) local.end_date = 'Tanggal selesai baru wajib diisi.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        decision,
        note: note.trim(),
        ...(decision === 'change' && start && end ? { start_date: start, end_date: end } : {}),
      });
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Stack>
      {summary}
      <SegmentedControl
        fullWidth
        value={decision}
        onChange={(v) => setDecision(v as TApprovalDecision)}
        data={decisions.map((d) => ({ value: d, label: DECISION_LABELS[d] }))}
        aria-label="Keputusan"
      />
      {decision === 'change' && (
        <SimpleGrid cols={2}>
          <DatePickerInput
            ariaLabels={DATE_ARIA}
            label="Tanggal mulai baru"
            locale="id"
            valueFormat="D MMMM YYYY"
            value={start}
            onChange={setStart}
            error={errors.start_date}
          />
          <DatePickerInput
            ariaLabels={DATE_ARIA}
            label="Tanggal selesai baru"
            locale="id"
            valueFormat="D MMMM YYYY"
            value={end}
            minDate={start ?? undefined}
            onChange={setEnd}
            error={errors.end_date}
          />
        </SimpleGrid>
      )}
      {dates && decision === 'change' && (
        <Text size="xs" c="dimmed">
          Semula {formatIsoDate(dates.start)} – {formatIsoDate(dates.end)}.
        </Text>
      )}
      <Textarea
        label="Catatan"
        withAsterisk={decision === 'reject' || decision === 'defer'}
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={errors.note}
      />
      <FormErrorAlert message={failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={isBusy}>
          Batal
        </Button>
        <Button
          color={decision === 'reject' ? 'red' : decision === 'defer' ? 'orange' : 'teal'}
          onClick={submit}
          loading={isBusy}
        >
          Simpan Keputusan
        </Button>
      </Group>
    </Stack>
  );
}
