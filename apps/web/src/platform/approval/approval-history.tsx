/**
 * The one view of a request's approval history (`TApprovalStep[]`, docs/approval.md), whatever
 * the workflow: a timeline under a request's details, or one line per decision in a table cell.
 */
import { Stack, Text, Timeline } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  APPROVAL_LEVELS,
  APPROVAL_STEP_LABELS,
  type TApprovalStep,
} from '@sikerja/contracts';
import { IconCheck, IconClock, IconPlayerSkipForward, IconSend, IconX } from '@tabler/icons-react';
import { formatDateTime, formatIsoDate } from '../../lib/format/date.ts';

type StepKind = TApprovalStep['decision'];

const ICONS: Record<StepKind, typeof IconCheck> = {
  submit: IconSend,
  approve: IconCheck,
  change: IconCheck,
  reject: IconX,
  withdraw: IconX,
  defer: IconClock,
  skip: IconPlayerSkipForward,
};
const COLORS: Partial<Record<StepKind, string>> = {
  approve: 'teal',
  change: 'teal',
  reject: 'red',
  defer: 'orange',
  withdraw: 'gray',
  skip: 'gray',
};

/** A level's Indonesian name; a level the labels do not know reads as stored. */
function levelLabel(level: string): string {
  const known = APPROVAL_LEVELS.find((l) => l === level);
  return known ? APPROVAL_LEVEL_LABELS[known] : level;
}

/** The new dates a 'change' decision carries in its details. */
function changedDates(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const start = 'start_date' in details ? details.start_date : null;
  const end = 'end_date' in details ? details.end_date : null;
  if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return null;
  return `Tanggal diubah menjadi ${formatIsoDate(start)} – ${formatIsoDate(end)}`;
}

/** Who decided what and when, oldest first; 'a.n.' when a delegate decided. */
function HistoryTimeline({ steps }: { steps: readonly TApprovalStep[] }) {
  if (steps.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Belum ada riwayat.
      </Text>
    );
  return (
    <Timeline bulletSize={22} lineWidth={2} active={steps.length - 1}>
      {steps.map((s, i) => {
        const Icon = ICONS[s.decision];
        const change = s.decision === 'change' ? changedDates(s.details) : null;
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders
            key={i}
            color={COLORS[s.decision] ?? 'blue'}
            bullet={<Icon size={13} />}
            title={`${APPROVAL_STEP_LABELS[s.decision]}${s.decision === 'submit' ? '' : ` · ${levelLabel(s.level)}`}`}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(s.decided_at)}
              {s.decided_by ? ` · ${s.decided_by.name}` : ''}
              {s.on_behalf_of ? ` (a.n. ${s.on_behalf_of.name})` : ''}
            </Text>
            {change && <Text size="sm">{change}</Text>}
            {s.note && <Text size="sm">“{s.note}”</Text>}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** The decisions so far, one line each, without the submission: small enough for a table cell. */
function HistoryLines({ steps }: { steps: readonly TApprovalStep[] }) {
  const decided = steps.filter((s) => s.decision !== 'submit');
  if (decided.length === 0)
    return (
      <Text size="xs" c="dimmed">
        Belum diputuskan
      </Text>
    );
  return (
    <Stack gap={2}>
      {decided.map((s) => (
        <Text key={`${s.decision}-${s.decided_at}`} size="xs">
          {APPROVAL_STEP_LABELS[s.decision]}
          {s.decided_by ? ` oleh ${s.decided_by.name}` : ''}, {formatDateTime(s.decided_at)}
          {s.note ? ` — "${s.note}"` : ''}
        </Text>
      ))}
    </Stack>
  );
}

export interface ApprovalHistoryProps {
  steps: readonly TApprovalStep[];
  /** 'timeline' under a request's details; 'lines' in a table cell. @default 'timeline' */
  variant?: 'timeline' | 'lines';
}

/** A request's approval history; see ApprovalHistoryProps. */
export function ApprovalHistory({ steps, variant = 'timeline' }: ApprovalHistoryProps) {
  return variant === 'lines' ? <HistoryLines steps={steps} /> : <HistoryTimeline steps={steps} />;
}
