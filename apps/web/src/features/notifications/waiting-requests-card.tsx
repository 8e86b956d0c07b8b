import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  INBOX_PATHS,
  REQUEST_KIND_LABELS,
  REQUEST_PATHS,
  type TApprovalLevel,
  type TInboxCount,
} from '@sikerja/contracts';
import { Link } from 'react-router';
import { SummaryCard } from '../../components/page/summary-card.tsx';
import { useNotificationCounts } from './api/notifications.ts';

function kind(count: TInboxCount): string {
  return REQUEST_KIND_LABELS[count.subject_type] ?? count.subject_type;
}

function level(count: TInboxCount): string {
  return APPROVAL_LEVEL_LABELS[count.level as TApprovalLevel] ?? count.level;
}

interface Line {
  key: string;
  label: string;
  count: number;
  to: string | undefined;
}

function Lines({ title, lines, empty }: { title: string; lines: Line[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" gap="sm">
          {line.to ? (
            <Anchor component={Link} to={line.to} size="sm">
              {line.label}
            </Anchor>
          ) : (
            <Text size="sm">{line.label}</Text>
          )}
          <Badge variant="light" circle={line.count < 10} aria-label={`${line.count} permohonan`}>
            {line.count}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** What waits for the person's decision, and their own requests still under way. */
export function WaitingRequestsCard() {
  const counts = useNotificationCounts();
  const data = counts.data?.data;
  const inbox: Line[] = (data?.inbox ?? []).map((c) => ({
    key: `${c.subject_type}:${c.level}`,
    label: `${kind(c)} — tingkat ${level(c)}`,
    count: c.count,
    to: INBOX_PATHS[`${c.subject_type}:${c.level}`],
  }));
  const submitted: Line[] = (data?.submitted ?? []).map((c) => ({
    key: `${c.subject_type}:${c.level}`,
    label: `${kind(c)} — menunggu ${level(c)}`,
    count: c.count,
    to: REQUEST_PATHS[c.subject_type],
  }));
  return (
    <SummaryCard
      title="Permohonan"
      label="Permohonan"
      loading={counts.isPending}
      error={counts.error}
    >
      {data && (
        <>
          <Lines
            title="Menunggu keputusan Anda"
            lines={inbox}
            empty="Tidak ada permohonan yang menunggu keputusan Anda."
          />
          <Lines
            title="Pengajuan Anda yang sedang diproses"
            lines={submitted}
            empty="Tidak ada pengajuan Anda yang sedang diproses."
          />
        </>
      )}
    </SummaryCard>
  );
}
