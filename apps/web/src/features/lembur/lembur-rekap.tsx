import { Alert, Badge, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { MONTH_NAMES } from '@sikerja/contracts';
import { IconFileSpreadsheet, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { YearInput } from '../../components/form/year-input.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatNumber, formatRupiah } from '../../lib/format/number.ts';
import { useExcelDownload } from '../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../platform/resource-screen/resource-screen.api.ts';
import { useLemburRekap } from './lembur-api.ts';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The month's overtime list: per person the orders, hours, gross, final tax and net. */
export function LemburRekap() {
  const now = new Date();
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [unitId, setUnitId] = useState<number | null>(null);
  const rekap = useLemburRekap(year, month, unitId);
  const { isDownloading, requestDownload } = useExcelDownload();
  const rows = rekap.data?.rows ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Bulan"
            data={MONTH_OPTIONS}
            value={String(month)}
            onChange={(v) => setMonth(Number(v) || month)}
            allowDeselect={false}
            w={150}
          />
          <YearInput value={year} onChange={setYear} />
          <UnitFilter value={unitId} onChange={setUnitId} w={240} />
          {rekap.data?.locked && (
            <Badge color="gray" leftSection={<IconLock size={12} />}>
              Penggajian bulan ini dikunci
            </Badge>
          )}
        </Group>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={isDownloading}
          onClick={() =>
            requestDownload({
              path: 'admin/lembur/rekap/export',
              query: { year, month, unit_id: unitId ?? undefined },
            })
          }
        >
          Download Excel
        </Button>
      </Group>
      {rekap.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Memuat" />
        </Group>
      ) : rekap.error ? (
        <Alert color="red" variant="light">
          {errorMessage(rekap.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-empty-list>
          <Text size="sm">Belum ada lembur yang disetujui pada bulan ini.</Text>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Daftar lembur bulanan">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pegawai</Table.Th>
                <Table.Th>Gol.</Table.Th>
                <Table.Th ta="right">SPKL</Table.Th>
                <Table.Th ta="right">Jam</Table.Th>
                <Table.Th ta="right">Uang Lembur</Table.Th>
                <Table.Th ta="right">Uang Makan</Table.Th>
                <Table.Th ta="right">Kotor</Table.Th>
                <Table.Th ta="right">PPh 21</Table.Th>
                <Table.Th ta="right">Bersih</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.user.id}>
                  <Table.Td>
                    <Text size="sm">{r.user.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.user.nip ?? '-'}
                      {r.unit_name ? ` · ${r.unit_name}` : ''}
                    </Text>
                    {r.note && (
                      <Text size="xs" c="orange">
                        {r.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{r.pns_group ?? '-'}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.orders)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.hours)}</Table.Td>
                  <Table.Td ta="right">{formatRupiah(r.overtime_pay)}</Table.Td>
                  <Table.Td ta="right">{formatRupiah(r.meal_pay)}</Table.Td>
                  <Table.Td ta="right">{formatRupiah(r.gross)}</Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{formatRupiah(r.tax)}</Text>
                    <Text size="xs" c="dimmed">
                      {r.tax_percent} %
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatRupiah(r.net)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>Jumlah</Table.Th>
                <Table.Th ta="right">{formatNumber(rekap.data?.totals.orders ?? 0)}</Table.Th>
                <Table.Th ta="right">{formatNumber(rekap.data?.totals.hours ?? 0)}</Table.Th>
                <Table.Th colSpan={2} />
                <Table.Th ta="right">{formatRupiah(rekap.data?.totals.gross ?? 0)}</Table.Th>
                <Table.Th ta="right">{formatRupiah(rekap.data?.totals.tax ?? 0)}</Table.Th>
                <Table.Th ta="right">{formatRupiah(rekap.data?.totals.net ?? 0)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
