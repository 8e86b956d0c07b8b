import { Text, Timeline } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  APPROVAL_STEP_LABELS,
  type TApprovalLevel,
  type TApprovalStep,
} from '@sikerja/contracts';
import { IconCheck, IconClock, IconPlayerSkipForward, IconSend, IconX } from '@tabler/icons-react';
import { formatDateTime, formatIsoDate } from '../../../lib/format/date.ts';

const ICONS: Partial<Record<TApprovalStep['decision'], typeof IconCheck>> = {
  submit: IconSend,
  approve: IconCheck,
  change: IconCheck,
  reject: IconX,
  withdraw: IconX,
  defer: IconClock,
  skip: IconPlayerSkipForward,
};
const COLORS: Partial<Record<TApprovalStep['decision'], string>> = {
  approve: 'teal',
  change: 'teal',
  reject: 'red',
  defer: 'orange',
  withdraw: 'gray',
  skip: 'gray',
};

function changedDates(details: unknown): string | null {
  const d = details as { start_date?: string; end_date?: string } | null;
  if (!d?.start_date || !d.end_date) return null;
  return `Tanggal diubah menjadi ${formatIsoDate(d.start_date)} – ${formatIsoDate(d.end_date)}`;
}

/** Who decided what and when, oldest first; 'a.n.' when a delegate decided. */
export function HistoryTimeline({ steps }: { steps: readonly TApprovalStep[] }) {
  if (steps.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Belum ada riwayat.
      </Text>
    );
  return (
    <Timeline bulletSize={22} lineWidth={2} active={steps.length - 1}>
      {steps.map((s, i) => {
        const Icon = ICONS[s.decision] ?? IconCheck;
        const level = APPROVAL_LEVEL_LABELS[s.level as TApprovalLevel] ?? s.level;
        const change = s.decision === 'change' ? changedDates(s.details) : null;
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders
            key={i}
            color={COLORS[s.decision] ?? 'blue'}
            bullet={<Icon size={13} />}
            title={`${APPROVAL_STEP_LABELS[s.decision]}${s.decision === 'submit' ? '' : ` · ${level}`}`}
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
