import { Badge, Text } from '@mantine/core';
import type { TOutboxRow } from '@sikerja/contracts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { outboxList } from './api/find-outbox.ts';
import { OutboxBody } from './components/outbox-body.tsx';

const STATUS: Record<TOutboxRow['status'], { label: string; color: string }> = {
  pending: { label: 'Menunggu', color: 'yellow' },
  sending: { label: 'Sedang dikirim', color: 'cyan' },
  sent: { label: 'Terkirim', color: 'teal' },
  failed: { label: 'Gagal', color: 'red' },
  logged: { label: 'Tercatat', color: 'blue' },
};

const columns: DataTableColumn<TOutboxRow>[] = [
  {
    id: 'created_at',
    header: 'Waktu',
    width: 170,
    render: (row) => <Text size="sm">{formatDateTime(row.created_at)}</Text>,
  },
  { id: 'to', header: 'Kepada' },
  { id: 'subject', header: 'Subjek' },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    render: (row) => (
      <Badge variant="light" color={STATUS[row.status].color}>
        {STATUS[row.status].label}
      </Badge>
    ),
  },
];

/** '/admin/outbox': 'Kotak Keluar Email', every message the system sent or only logged. */
export function OutboxPage() {
  return (
    <>
      <PageHeader description="Email yang dikirim sistem. Tanpa server SMTP, email hanya dicatat di sini (status Tercatat)." />
      <DataTable
        endpoint={outboxList}
        columns={columns}
        rowKey={(row) => row.id}
        label="Kotak keluar email"
        searchPlaceholder="Cari penerima atau subjek…"
        renderExpanded={(row) => <OutboxBody row={row} />}
      />
    </>
  );
}
