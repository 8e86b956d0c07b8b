/**
 * A person's capaian of a year (docs/kinerja.md "Laporan capaian"), shared by the user report
 * and the admin's view of a person: the year (average, a bar chart of the months, the months'
 * table) and a month (its figures and lines). The chart is plain SVG: the app has no chart
 * library and one bar chart does not need one.
 */
import {
  Alert,
  Badge,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CAPAIAN_LINE_REASON_LABELS,
  CAPAIAN_STATUS_LABELS,
  MONTH_NAMES,
  STAFF_CATEGORY_LABELS,
  type TCapaianMonth,
  type TCapaianYear,
} from '@sikerja/contracts';
import { useState } from 'react';

export const pct = (n: number | null | undefined) =>
  n === null || n === undefined
    ? '—'
    : `${n.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

const SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));

export function statusLabel(status: string): string {
  return CAPAIAN_STATUS_LABELS[status] ?? status;
}

/** The capped total of each month as a bar (an SVG bar chart, readable by screen readers). */
export function CapaianChart({ data }: { data: TCapaianYear }) {
  // A narrower drawing on a phone keeps the labels readable once scaled down.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false);
  const values = data.months.map((m) => m.capaian?.capped_total ?? null);
  const top = Math.max(120, ...values.map((v) => v ?? 0));
  const width = isPhone ? 360 : 600;
  const height = 220;
  const left = 34;
  const bottom = 24;
  const plotH = height - bottom - 8;
  const slot = (width - left) / 12;
  const y = (v: number) => 8 + plotH - (Math.max(0, v) / top) * plotH;
  const summary = data.months
    .map((m, i) => `${MONTH_NAMES[i]} ${m.capaian ? pct(m.capaian.capped_total) : 'tidak ada'}`)
    .join(', ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Grafik capaian akhir per bulan tahun ${data.year}: ${summary}`}
      style={{ width: '100%', height: 'auto', maxHeight: 260, display: 'block' }}
    >
      {[0, 50, 100].map((g) => (
        <g key={g}>
          <line
            x1={left}
            x2={width}
            y1={y(g)}
            y2={y(g)}
            stroke="var(--mantine-color-default-border)"
            strokeDasharray={g === 100 ? '4 3' : undefined}
          />
          <text
            x={left - 4}
            y={y(g) + 4}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-dimmed)"
          >
            {g}
          </text>
        </g>
      ))}
      {values.map((v, i) => {
        const x = left + i * slot + slot * 0.15;
        const w = slot * 0.7;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months are fixed
          <g key={i}>
            {v !== null && (
              <rect
                x={x}
                y={y(v)}
                width={w}
                height={Math.max(0, y(0) - y(v))}
                rx={2}
                fill={v >= 100 ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-blue-6)'}
              >
                <title>{`${MONTH_NAMES[i]}: ${pct(v)}`}</title>
              </rect>
            )}
            <text
              x={x + w / 2}
              y={height - 8}
              textAnchor="middle"
              fontSize={11}
              fill="var(--mantine-color-text)"
            >
              {SHORT[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

function YearSummary({ data }: { data: TCapaianYear }) {
  const a = data.average;
  if (!a) {
    return (
      <Text size="sm" c="dimmed">
        Belum ada bulan berjalan untuk dihitung rata-ratanya.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Stat label="Rata-rata capaian akhir" value={pct(a.capped_total)} />
      <Stat label="Rata-rata utama" value={pct(a.utama)} />
      <Stat label="Rata-rata tambahan" value={pct(a.tambahan_counted)} />
      <Stat label="Bulan dihitung" value={`${a.months_counted} bulan`} />
    </SimpleGrid>
  );
}

function MonthsTable({ data, onPick }: { data: TCapaianYear; onPick: (month: number) => void }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover aria-label={`Capaian per bulan tahun ${data.year}`}>
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
          {data.months.map(({ month, capaian }) => (
            <Table.Tr
              key={month}
              style={{ cursor: capaian ? 'pointer' : undefined }}
              onClick={() => capaian && onPick(month)}
            >
              <Table.Td>{MONTH_NAMES[month - 1]}</Table.Td>
              {capaian ? (
                <>
                  <Table.Td>{pct(capaian.utama)}</Table.Td>
                  <Table.Td>{pct(capaian.applied.tambahan_counted)}</Table.Td>
                  <Table.Td>{pct(capaian.reward_punishment)}</Table.Td>
                  <Table.Td>{pct(capaian.total)}</Table.Td>
                  <Table.Td fw={600}>{pct(capaian.capped_total)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" style={{ whiteSpace: 'nowrap' }}>
                      {statusLabel(capaian.status)}
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
  );
}

/** A month: its figures and its lines. */
export function MonthDetail({ capaian }: { capaian: TCapaianMonth }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Title order={4}>
          {MONTH_NAMES[capaian.month - 1]} {capaian.year}
        </Title>
        <Badge variant="light">{statusLabel(capaian.status)}</Badge>
        <Badge variant="outline" color="gray">
          {STAFF_CATEGORY_LABELS[capaian.category]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Stat label="Utama" value={pct(capaian.utama)} />
        <Stat label="Tambahan dihitung" value={pct(capaian.applied.tambahan_counted)} />
        <Stat label="Reward/Punishment" value={pct(capaian.reward_punishment)} />
        <Stat label="Total" value={pct(capaian.total)} />
        <Stat label="Capaian akhir" value={pct(capaian.capped_total)} />
      </SimpleGrid>
      {capaian.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tidak ada kegiatan pada bulan ini.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={`Rincian kegiatan ${MONTH_NAMES[capaian.month - 1]}`}>
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
      )}
    </Stack>
  );
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** The year and month views of one person's year. */
export function CapaianYearView({ data }: { data: TCapaianYear }) {
  const [view, setView] = useState<'tahun' | 'bulan'>('tahun');
  const covered = data.months.filter((m) => m.capaian !== null);
  const [picked, setPicked] = useState<number | null>(null);
  if (covered.length === 0) {
    return (
      <Alert color="gray">Belum ada kontrak kinerja yang disetujui pada tahun {data.year}.</Alert>
    );
  }
  const month = picked ?? covered.at(-1)?.month ?? 1;
  const detail = data.months.find((m) => m.month === month)?.capaian ?? null;
  return (
    <Stack>
      <SegmentedControl
        aria-label="Tampilan"
        value={view}
        onChange={(v) => setView(v === 'bulan' ? 'bulan' : 'tahun')}
        data={[
          { value: 'tahun', label: 'Tahunan' },
          { value: 'bulan', label: 'Bulanan' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'tahun' ? (
        <>
          <YearSummary data={data} />
          <Card withBorder padding="sm">
            <Text size="sm" fw={600} mb="xs">
              Capaian akhir per bulan
            </Text>
            <CapaianChart data={data} />
          </Card>
          <MonthsTable
            data={data}
            onPick={(m) => {
              setPicked(m);
              setView('bulan');
            }}
          />
        </>
      ) : (
        <>
          <Select
            label="Bulan"
            data={MONTH_OPTIONS}
            value={String(month)}
            onChange={(v) => v && setPicked(Number(v))}
            allowDeselect={false}
            w={180}
          />
          {detail ? (
            <MonthDetail capaian={detail} />
          ) : (
            <Alert color="gray">
              Tidak ada kontrak kinerja yang disetujui untuk {MONTH_NAMES[month - 1]} {data.year}.
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
