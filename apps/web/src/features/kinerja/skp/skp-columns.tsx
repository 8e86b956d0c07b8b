import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PREDIKAT_LABELS,
  type Predikat,
  SKP_CONTRACT_STATUS_LABELS,
  type TSkpContractStatus,
  type TSkpRow,
} from '@sikerja/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { formatIsoDate as formatDate } from '../../../lib/format/date.ts';
import type { DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { downloadSkp } from './skp-api.ts';

const STATUS_COLORS: Record<TSkpContractStatus, string> = {
  draft: 'yellow',
  sent: 'blue',
  returned: 'orange',
  approved: 'teal',
};

export const PREDIKAT_COLORS: Record<Predikat, string> = {
  sangat_baik: 'teal',
  baik: 'green',
  butuh_perbaikan: 'yellow',
  kurang: 'orange',
  sangat_kurang: 'red',
};

export function PredikatBadge({ predikat }: { predikat: Predikat | null }) {
  if (!predikat) {
    return (
      <Text size="sm" c="dimmed">
        Belum dievaluasi
      </Text>
    );
  }
  return (
    <Badge variant="light" color={PREDIKAT_COLORS[predikat]} style={{ whiteSpace: 'nowrap' }}>
      {PREDIKAT_LABELS[predikat]}
    </Badge>
  );
}

/** 'Unduh SKP (PDF)' for one contract. */
export function DownloadSkpButton({ area, row }: { area: 'user' | 'admin'; row: TSkpRow }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      loading={busy}
      aria-label={`Unduh SKP (PDF) ${row.name} ${row.year}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadSkp(area, row.id);
        } catch {
          notifications.show({ color: 'red', message: 'SKP gagal diunduh. Coba lagi.' });
        } finally {
          setBusy(false);
        }
      }}
    >
      Unduh SKP (PDF)
    </Button>
  );
}

/** The columns every contract list shows; the screens add the person and the actions. */
export const PERSON_COLUMN: DataTableColumn<TSkpRow> = {
  id: 'name',
  header: 'Pegawai',
  render: (row) => (
    <Stack gap={0}>
      <Text size="sm">{row.name}</Text>
      <Text size="xs" c="dimmed">
        {row.nip ?? '-'}
      </Text>
    </Stack>
  ),
};

export const CONTRACT_COLUMNS: DataTableColumn<TSkpRow>[] = [
  { id: 'year', header: 'Tahun', accessor: 'year' },
  {
    id: 'position',
    header: 'Jabatan / Unit',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.position_name ?? '-'}</Text>
        <Text size="xs" c="dimmed">
          {row.unit_name ?? '-'}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'period',
    header: 'Periode',
    render: (row) => `${formatDate(row.period_start)} – ${formatDate(row.period_end)}`,
  },
  {
    id: 'status',
    header: 'Status',
    render: (row) => (
      <Badge variant="light" color={STATUS_COLORS[row.status]} style={{ whiteSpace: 'nowrap' }}>
        {SKP_CONTRACT_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  {
    id: 'predikat',
    header: 'Predikat',
    render: (row) => <PredikatBadge predikat={row.predikat} />,
  },
];
