import {
  Alert,
  Badge,
  Group,
  Loader,
  NumberInput,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CAPAIAN_LINE_REASON_LABELS, type TCapaianMonth } from '@sikerja/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { type CapaianYearMonth, useMyCapaianYear } from './capaian-api.ts';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const STATUS_LABELS: Record<string, string> = {
  belum_diisi: 'Belum diisi',
  draft: 'Draf',
  sent: 'Dikirim',
  returned: 'Dikembalikan',
  confirmed: 'Disetujui',
};

const pct = (n: number) => `${n.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

/** The months as bars of the capped total (a bar per month, 0–120 %). */
function MonthBars({ months }: { months: CapaianYearMonth[] }) {
  return (
    <Stack gap={4} aria-label="Grafik capaian per bulan">
      {months.map(({ month, capaian }) => (
        <Group key={month} gap="xs" wrap="nowrap">
          <Text size="xs" w={72}>
            {MONTHS[month - 1]}
          </Text>
          <Progress
            style={{ flex: 1 }}
            value={capaian ? Math.min(100, (capaian.capped_total / 120) * 100) : 0}
            aria-label={`Capaian ${MONTHS[month - 1]}`}
          />
          <Text size="xs" w={56} ta="right">
            {capaian ? pct(capaian.capped_total) : '—'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function MonthDetail({ capaian }: { capaian: TCapaianMonth }) {
  return (
    <Stack gap="xs">
      <Title order={4}>Rincian {MONTHS[capaian.month - 1]}</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kegiatan</Table.Th>
              <Table.Th>Jenis</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Realisasi</Table.Th>
              <Table.Th>Capaian</Table.Th>
              <Table.Th>Kontribusi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {capaian.lines.map((line) => (
              <Table.Tr key={`${line.kind}-${line.line_id}`}>
                <Table.Td>
                  {line.name}
                  {line.reason && (
                    <Text size="xs" c="dimmed">
                      {CAPAIAN_LINE_REASON_LABELS[line.reason]}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.kind === 'utama' ? 'Utama' : 'Tambahan'}</Table.Td>
                <Table.Td>{line.kind === 'utama' ? line.target_quantity : '—'}</Table.Td>
                <Table.Td>{line.approved_quantity}</Table.Td>
                <Table.Td>{line.kind === 'utama' ? pct(line.achievement_percent) : '—'}</Table.Td>
                <Table.Td>{pct(line.contribution)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** `/user/laporan/capaian_kinerja`: the person's capaian of each month of a year. */
export function UserCapaianReportPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const [picked, setPicked] = useState<number | null>(null);
  const query = useMyCapaianYear(year);
  const months = query.data ?? [];
  const any = months.some((m) => m.capaian !== null);
  const detail = months.find((m) => m.month === picked)?.capaian ?? null;
  return (
    <Stack>
      <PageHeader description="Capaian kinerja Anda per bulan: utama, tambahan, reward/punishment dan total setelah batas." />
      <NumberInput
        label="Tahun"
        w={140}
        min={2000}
        max={2100}
        value={year}
        onChange={(v) => {
          const next = Number(v);
          if (Number.isInteger(next) && next >= 2000 && next <= 2100) {
            setYear(next);
            setPicked(null);
          }
        }}
      />
      {query.isPending && <Loader aria-label="Memuat capaian" />}
      {query.isError && <Alert color="red">Capaian tidak dapat dimuat. Coba lagi.</Alert>}
      {query.isSuccess && !any && (
        <Alert color="gray">Belum ada kontrak kinerja yang disetujui pada tahun {year}.</Alert>
      )}
      {query.isSuccess && any && (
        <>
          <MonthBars months={months} />
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bulan</Table.Th>
                  <Table.Th>Utama</Table.Th>
                  <Table.Th>Tambahan</Table.Th>
                  <Table.Th>Reward/Punishment</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Capaian akhir</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map(({ month, capaian }) => (
                  <Table.Tr
                    key={month}
                    style={{ cursor: capaian ? 'pointer' : undefined }}
                    onClick={() => capaian && setPicked(month)}
                  >
                    <Table.Td>{MONTHS[month - 1]}</Table.Td>
                    {capaian ? (
                      <>
                        <Table.Td>{pct(capaian.utama)}</Table.Td>
                        <Table.Td>{pct(capaian.applied.tambahan_counted)}</Table.Td>
                        <Table.Td>{pct(capaian.reward_punishment)}</Table.Td>
                        <Table.Td>{pct(capaian.total)}</Table.Td>
                        <Table.Td fw={600}>{pct(capaian.capped_total)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light">
                            {STATUS_LABELS[capaian.status] ?? capaian.status}
                          </Badge>
                        </Table.Td>
                      </>
                    ) : (
                      <Table.Td colSpan={6}>
                        <Text size="sm" c="dimmed">
                          Tidak ada kontrak disetujui
                        </Text>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {detail ? (
            <MonthDetail capaian={detail} />
          ) : (
            <Text size="sm" c="dimmed">
              Pilih sebuah bulan untuk melihat rinciannya.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
