import { Anchor, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { TMyMonthSummary } from '@sikerja/contracts';
import { Link } from 'react-router';
import { SummaryCard } from '../../../components/page/summary-card.tsx';
import { MONTH_NAMES } from '../../../lib/format/date.ts';
import { formatNumber, formatPercent } from '../../../lib/format/number.ts';
import { useMyMonthSummary } from './api/month-summary.ts';

function sum(counts: Record<string, number>, codes: readonly string[]): number {
  return codes.reduce((total, code) => total + (counts[code] ?? 0), 0);
}

/** The month's tiles, counted as the monthly recap counts them. */
function tiles(s: TMyMonthSummary) {
  return [
    { label: 'Hadir tepat waktu', value: sum(s.counts, ['H']), hint: 'Kode H' },
    {
      label: 'Terlambat',
      value: sum(s.counts, ['TL1', 'TL2', 'TL3', 'TL4']),
      hint: `${formatNumber(s.late_minutes)} menit`,
    },
    {
      label: 'Pulang cepat',
      value: sum(s.counts, ['PSW1', 'PSW2', 'PSW3', 'PSW4']),
      hint: `${formatNumber(s.early_minutes)} menit`,
    },
    { label: 'Tanpa keterangan', value: sum(s.counts, ['TK']), hint: 'Kode TK' },
    {
      label: 'Cuti, dinas, izin, sakit',
      value: sum(s.counts, ['CUTI', 'DL', 'IZIN', 'SAKIT']),
      hint: 'Kode CUTI, DL, IZIN, SAKIT',
    },
  ];
}

/** 'Presensi bulan ini': the person's month so far and the deduction it carries. */
export function MonthSummaryCard({ historyPath }: { historyPath: string }) {
  const summary = useMyMonthSummary();
  const s = summary.data;
  const monthName = s
    ? `${MONTH_NAMES[Number(s.month.slice(5, 7)) - 1]} ${s.month.slice(0, 4)}`
    : '';
  return (
    <SummaryCard
      title={`Presensi ${monthName || 'bulan ini'}`}
      label="Presensi bulan ini"
      loading={summary.isPending}
      error={summary.error}
    >
      {s && (
        <>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {tiles(s).map((t) => (
              <Tooltip key={t.label} label={t.hint} withinPortal>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t.label}
                  </Text>
                  <Text size="lg" fw={600}>
                    {t.value} hari
                  </Text>
                </Stack>
              </Tooltip>
            ))}
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Potongan presensi
              </Text>
              <Text size="lg" fw={700} c={s.deduction_pct > 0 ? 'red' : undefined}>
                {formatPercent(s.deduction_pct)}
              </Text>
            </Stack>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {s.days === 0
              ? 'Belum ada hari tercatat bulan ini.'
              : `${s.days} hari tercatat bulan ini. Potongan presensi dihitung seperti rekap bulanan; potongan tunjangan kinerja ditetapkan pada rekap akhir bulan.`}
          </Text>
        </>
      )}
      <Anchor component={Link} to={historyPath} size="sm">
        Lihat riwayat presensi
      </Anchor>
    </SummaryCard>
  );
}
