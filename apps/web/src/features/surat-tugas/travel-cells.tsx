import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import {
  TRAVEL_STATUS_LABELS,
  type TTravelDetail,
  type TTravelRow,
  type TTravelStatus,
} from '@sikerja/contracts';
import { formatRupiah } from '../../lib/format/number.ts';
import type { DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { TwoLines, tripSummary } from './surat-tugas-cells.tsx';

const STATUS_COLORS: Record<TTravelStatus, string> = {
  belum_direncanakan: 'gray',
  rencana: 'blue',
  uang_muka: 'yellow',
  menunggu_pengembalian: 'orange',
  lunas: 'teal',
};

export function TravelStatusBadge({ status }: { status: TTravelStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ whiteSpace: 'normal' }}>
      {TRAVEL_STATUS_LABELS[status]}
    </Badge>
  );
}

export const travelLetterColumn: DataTableColumn<TTravelRow> = {
  id: 'letter',
  header: 'Surat Tugas',
  render: (row) => <TwoLines main={row.number} sub={tripSummary(row)} strong />,
};

export const travellerColumn: DataTableColumn<TTravelRow> = {
  id: 'traveller',
  header: 'Pelaksana',
  render: (row) => (
    <Stack gap={0}>
      <Text size="sm">{row.name}</Text>
      {(row.nip || row.kind === 'taruna') && (
        <Text size="xs" c="dimmed">
          {row.kind === 'taruna' ? `Taruna${row.nip ? ` · NIT ${row.nip}` : ''}` : `NIP ${row.nip}`}
        </Text>
      )}
    </Stack>
  ),
};

export const travelStatusColumn: DataTableColumn<TTravelRow> = {
  id: 'status',
  header: 'Status',
  width: 170,
  render: (row) => <TravelStatusBadge status={row.status} />,
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export const rupiah = (n: number | null | undefined) => (n == null ? '—' : formatRupiah(n));

/** The plan's lines with the rule and ceiling that produced each, and what is paid now. */
export function TravelLinesTable({ detail }: { detail: TTravelDetail }) {
  if (!detail.plan) {
    return (
      <Alert color="gray" variant="light">
        Rincian biaya belum dibuat.
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {detail.plan.missing.length > 0 && (
        <Alert color="orange" variant="light" title="Rincian belum lengkap">
          {detail.plan.missing.join('; ')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Komponen dan aturan</Table.Th>
              <Table.Th ta="right">Pagu per satuan</Table.Th>
              <Table.Th ta="right">Rencana</Table.Th>
              <Table.Th ta="right">Riil</Table.Th>
              <Table.Th ta="right">Dibayar</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.lines.map((l) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  <Text size="sm">{l.rule}</Text>
                  <Text size="xs" c="dimmed">
                    {l.method === 'lumpsum' ? 'Lumpsum' : 'Sesuai pengeluaran'}
                    {l.source ? ` · ${l.source}` : ''}
                    {l.capped ? ' · dibatasi pagu' : ''}
                    {l.pengeluaran_riil ? ' · tanpa bukti (daftar pengeluaran riil)' : ''}
                    {l.actual_from_tickets ? ' · riil dari tiket di menu Pesawat' : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {rupiah(l.ceiling)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {rupiah(l.planned)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {l.method === 'at_cost' ? rupiah(l.actual) : '—'}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {rupiah(l.paid)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>Jumlah</Table.Td>
              <Table.Td />
              <Table.Td ta="right" fw={600} style={NOWRAP}>
                {rupiah(detail.settlement.planned)}
              </Table.Td>
              <Table.Td />
              <Table.Td ta="right" fw={600} style={NOWRAP}>
                {rupiah(detail.settlement.paid)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
