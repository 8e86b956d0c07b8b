import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { attendanceCodeName, RECAP_CODES } from '@sikerja/contracts';
import { useState } from 'react';
import { MonthField } from '../../../components/date-picker/date-field.tsx';
import { DAY_NAMES, formatIsoDate } from '../../../lib/format/date.ts';
import {
  ReferenceSelect,
  type ResourceField,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { useMonth } from './admin-absensi-api.ts';
import { DayCode } from './day-cells.tsx';

const PERSON_FIELD: ResourceField = {
  name: 'user_id',
  label: 'Pegawai',
  input: 'reference',
  reference: { path: '/admin/master/user', label: (row) => `${row.name} (${row.nip ?? '-'})` },
};

/** 'Bulanan': one person's month, day by day, with the totals the recap shows. */
export function MonthView({ initialMonth }: { initialMonth: string }) {
  const [userId, setUserId] = useState<number | null>(null);
  const [month, setMonth] = useState(initialMonth);
  const [y = 0, m = 0] = month.split('-').map(Number);
  const data = useMonth(userId, y, m).data;
  return (
    <Stack>
      <Group>
        <ReferenceSelect
          field={PERSON_FIELD}
          value={userId}
          onChange={setUserId}
          aria-label="Pegawai"
          placeholder="Pilih pegawai"
          w={320}
        />
        <MonthField
          aria-label="Bulan"
          value={month}
          onChange={(next) => next && setMonth(next)}
          w={180}
        />
      </Group>
      {!userId && <Text c="dimmed">Pilih pegawai untuk melihat presensi sebulan.</Text>}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }}>
            {RECAP_CODES.filter((c) => c !== 'LIBUR')
              .filter((c) => (data.totals[c] ?? 0) > 0 || ['H', 'TK'].includes(c))
              .map((code) => (
                <Card key={code} withBorder padding="xs">
                  <Text size="xs" c="dimmed">
                    {attendanceCodeName(code)}
                  </Text>
                  <Text fw={700}>{data.totals[code] ?? 0} hari</Text>
                </Card>
              ))}
            <Card withBorder padding="xs">
              <Text size="xs" c="dimmed">
                Menit terlambat / pulang cepat
              </Text>
              <Text fw={700}>
                {data.late_minutes} / {data.early_minutes}
              </Text>
            </Card>
            <Card withBorder padding="xs">
              <Text size="xs" c="dimmed">
                Potongan
              </Text>
              <Text fw={700}>{data.deduction_pct.toLocaleString('id-ID')} %</Text>
            </Card>
          </SimpleGrid>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tanggal</Table.Th>
                <Table.Th>Masuk</Table.Th>
                <Table.Th>Pulang</Table.Th>
                <Table.Th>Terlambat</Table.Th>
                <Table.Th>Pulang cepat</Table.Th>
                <Table.Th>Kode</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.days.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>
                    {DAY_NAMES[new Date(`${day.date}T00:00:00Z`).getUTCDay()]},{' '}
                    {formatIsoDate(day.date)}
                  </Table.Td>
                  <Table.Td>{day.check_in_time ?? '-'}</Table.Td>
                  <Table.Td>{day.check_out_time ?? '-'}</Table.Td>
                  <Table.Td>{day.late_minutes ? `${day.late_minutes} mnt` : '-'}</Table.Td>
                  <Table.Td>{day.early_minutes ? `${day.early_minutes} mnt` : '-'}</Table.Td>
                  <Table.Td>
                    {day.is_working_day === false && !day.code ? (
                      <Badge color="gray">Libur</Badge>
                    ) : (
                      <DayCode row={day} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
