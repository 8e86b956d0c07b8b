import { Badge, Button, Stack, Text } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  SURAT_TUGAS_STATUS_LABELS,
  type TApprovalLevel,
  type TSuratTugasRow,
  type TSuratTugasStatus,
} from '@sikerja/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatIsoDate } from '../../lib/format/date.ts';
import type { DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { openApiFile } from '../../platform/resource-screen/resource-screen.api.ts';

const STATUS_COLORS: Record<TSuratTugasStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  returned: 'orange',
  approved: 'teal',
  cancelled: 'red',
};

export function StatusBadge({ row }: { row: TSuratTugasRow }) {
  const level = row.approval?.current_level as TApprovalLevel | null | undefined;
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[row.status]} variant="light">
        {SURAT_TUGAS_STATUS_LABELS[row.status]}
      </Badge>
      {row.status === 'pending' && level && (
        <Text size="xs" c="dimmed">
          di {APPROVAL_LEVEL_LABELS[level]}
        </Text>
      )}
      {row.status === 'returned' && (
        <Text size="xs" c="dimmed">
          {row.history.filter((h) => h.decision === 'reject').at(-1)?.note}
        </Text>
      )}
    </Stack>
  );
}

/** 'Surabaya, Jawa Timur · 7 Des 2026 – 9 Des 2026': where and when a trip goes. */
export function tripSummary(row: { destination: string; start_date: string; end_date: string }) {
  const end = row.end_date !== row.start_date ? ` – ${formatIsoDate(row.end_date)}` : '';
  return `${row.destination} · ${formatIsoDate(row.start_date)}${end}`;
}

/** A cell's main line and a dimmed second line. */
export function TwoLines({
  main,
  sub,
  strong = false,
}: {
  main: string;
  sub: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 600 : undefined} lineClamp={2}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
    </Stack>
  );
}

export const numberColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'number',
  header: 'Nomor / Tanggal',
  render: (row) => <TwoLines main={row.number} sub={formatIsoDate(row.letter_date)} strong />,
};

export const dutyColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'duty',
  header: 'Tugas',
  render: (row) => <TwoLines main={row.purpose} sub={tripSummary(row)} />,
};

export const travellersColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'travellers',
  header: 'Pelaksana',
  render: (row) => (
    <Text size="sm" lineClamp={3}>
      {row.travellers.map((t) => (t.kind === 'taruna' ? `${t.name} (taruna)` : t.name)).join(', ')}
    </Text>
  ),
};

export const statusColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'status',
  header: 'Status',
  width: 170,
  render: (row) => <StatusBadge row={row} />,
};

/** Opens the letter's PDF from the screen's own endpoint. */
export function PdfButton({ row, base }: { row: TSuratTugasRow; base: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      aria-label={`PDF ${row.number}`}
      onClick={() => void openApiFile(`${base}/${row.id}/pdf`, `surat-tugas-${row.id}.pdf`)}
    >
      PDF
    </Button>
  );
}
