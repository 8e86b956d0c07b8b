/**
 * The one dialog in which an approver decides a request, whatever the workflow (leave, a change
 * of attendance, a work pattern): the level's choices, a note, new dates for 'change'. The rules
 * live here once: which choices need a note, what 'change' asks for, how a refusal of the server
 * is shown. A workflow gives only its texts and its own request (docs/web-platform.md).
 */
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type TApprovalDecision, ZApprovalDecision, ZDecisionBody } from '@sikerja/contracts';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { firstFieldErrors, useZodForm } from '../../components/form/use-zod-form.ts';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';

/** What an approver's choice is called on its button and in the switch. */
export const APPROVAL_DECISION_LABELS: Record<TApprovalDecision, string> = {
  approve: 'Setujui',
  change: 'Ubah tanggal',
  defer: 'Tangguhkan',
  reject: 'Tolak',
};

/**
 * Choices that need a note unless a workflow says otherwise: the server refuses a rejection
 * without its reason, and a deferral without one leaves the requester guessing.
 */
export const NOTE_REQUIRED_FOR: readonly TApprovalDecision[] = ['reject', 'defer'];

const SUBMIT_COLORS: Record<TApprovalDecision, string> = {
  approve: 'teal',
  change: 'teal',
  defer: 'orange',
  reject: 'red',
};

/** The decision as the API takes it (`ZDecisionBody`); the note is null when none was typed. */
export interface ApprovalDecisionSubmit {
  decision: TApprovalDecision;
  note: string | null;
  start_date?: string;
  end_date?: string;
}

export interface ApprovalDecisionDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is decided: the person and the request, in a line or two. */
  summary: ReactNode;
  /** The choices at this level, in order; with one choice the dialog shows no switch. */
  decisions: readonly TApprovalDecision[];
  /** The choice the dialog opens on: the button that opened it. */
  initialDecision: TApprovalDecision;
  /** The request's dates; needed for 'change', which asks for new ones starting from these. */
  dates?: { start: string; end: string };
  /** @default NOTE_REQUIRED_FOR */
  noteRequiredFor?: readonly TApprovalDecision[];
  /** The note's label for a choice; a missing note says '<label> wajib diisi.' @default 'Catatan' */
  noteLabel?: (decision: TApprovalDecision) => string;
  /** Help under the note for a choice. */
  noteDescription?: (decision: TApprovalDecision) => string | undefined;
  /** @default 'Simpan Keputusan' with a switch, else the choice's name ('Setujui', 'Tolak') */
  submitLabel?: string;
  /**
   * Sends the decision. Resolving closes the dialog; rejecting keeps it open with what was typed,
   * the server's field errors under their fields and any other failure above them.
   */
  onSubmit: (decision: ApprovalDecisionSubmit) => Promise<unknown>;
}

interface Values extends Record<string, unknown> {
  decision: TApprovalDecision;
  note: string;
  start_date: string | null;
  end_date: string | null;
}

const defaultNoteLabel = () => 'Catatan';

function decisionSchema(
  requiresNote: (decision: TApprovalDecision) => boolean,
  noteLabel: (decision: TApprovalDecision) => string,
) {
  return z
    .object({
      decision: ZApprovalDecision,
      note: ZDecisionBody.shape.note,
      start_date: ZDecisionBody.shape.start_date.nullable(),
      end_date: ZDecisionBody.shape.end_date.nullable(),
    })
    .superRefine((values, ctx) => {
      if (requiresNote(values.decision) && !values.note?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['note'],
          message: `${noteLabel(values.decision)} wajib diisi.`,
        });
      }
      if (values.decision !== 'change') return;
      if (!values.start_date) {
        ctx.addIssue({
          code: 'custom',
          path: ['start_date'],
          message: 'Tanggal mulai baru wajib diisi.',
        });
      }
      if (!values.end_date) {
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'Tanggal selesai baru wajib diisi.',
        });
      }
    });
}

/** The fields the form shows for a choice: a server error on any other goes above the form. */
function shownFields(decision: TApprovalDecision): string[] {
  return decision === 'change' ? ['note', 'start_date', 'end_date'] : ['note'];
}

type FormProps = Omit<ApprovalDecisionDialogProps, 'opened' | 'title'>;

function DecisionForm({
  onClose,
  summary,
  decisions,
  initialDecision,
  dates,
  noteRequiredFor = NOTE_REQUIRED_FOR,
  noteLabel = defaultNoteLabel,
  noteDescription,
  submitLabel,
  onSubmit,
}: FormProps) {
  const requiresNote = (decision: TApprovalDecision) => noteRequiredFor.includes(decision);
  const { form, formError, setFormError } = useZodForm<Values>(
    decisionSchema(requiresNote, noteLabel),
    {
      initialValues: {
        decision: initialDecision,
        note: '',
        start_date: dates?.start ?? null,
        end_date: dates?.end ?? null,
      },
    },
  );
  const { decision, start_date: start } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const isChange = values.decision === 'change';
    try {
      await onSubmit({
        decision: values.decision,
        note: values.note.trim() || null,
        ...(isChange && values.start_date && values.end_date
          ? { start_date: values.start_date, end_date: values.end_date }
          : {}),
      });
      onClose();
    } catch (error) {
      if (!isApiError(error) || !error.hasFieldErrors) {
        setFormError(errorMessage(error));
        return;
      }
      const fields = firstFieldErrors(error.fieldErrors);
      const shown = shownFields(values.decision);
      form.setErrors(Object.fromEntries(shown.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      // A refusal about a field the dialog does not show (the choice itself) must still be read.
      const others = Object.entries(fields).filter(([field]) => !shown.includes(field));
      if (others.length > 0) setFormError(others.map(([, message]) => message).join(' '));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrorAlert message={formError} />
        {summary}
        {decisions.length > 1 && (
          <SegmentedControl
            fullWidth
            aria-label="Keputusan"
            data={decisions.map((d) => ({ value: d, label: APPROVAL_DECISION_LABELS[d] }))}
            value={decision}
            onChange={(next) => {
              form.setFieldValue('decision', ZApprovalDecision.parse(next));
              form.clearErrors();
            }}
          />
        )}
        {decision === 'change' && (
          <SimpleGrid cols={2}>
            <DateField label="Tanggal mulai baru" {...form.getInputProps('start_date')} />
            <DateField
              label="Tanggal selesai baru"
              minDate={start ?? undefined}
              {...form.getInputProps('end_date')}
            />
          </SimpleGrid>
        )}
        {dates && decision === 'change' && (
          <Text size="xs" c="dimmed">
            Semula {formatIsoDate(dates.start)} – {formatIsoDate(dates.end)}.
          </Text>
        )}
        <Textarea
          label={noteLabel(decision)}
          description={noteDescription?.(decision)}
          withAsterisk={requiresNote(decision)}
          aria-required={requiresNote(decision)}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={form.submitting}>
            Batal
          </Button>
          <Button type="submit" color={SUBMIT_COLORS[decision]} loading={form.submitting}>
            {submitLabel ??
              (decisions.length > 1 ? 'Simpan Keputusan' : APPROVAL_DECISION_LABELS[decision])}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The approver's decision on one request, in a dialog; see ApprovalDecisionDialogProps. */
export function ApprovalDecisionDialog({ opened, title, ...form }: ApprovalDecisionDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      title={title}
      size={form.decisions.length > 1 ? 'lg' : 'md'}
      centered
    >
      {/* Mounted only while open, so every request starts from an empty note. */}
      {opened && <DecisionForm {...form} />}
    </Modal>
  );
}
