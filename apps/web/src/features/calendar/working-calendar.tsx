import { Alert, Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import {
  DAY_REASON_LABELS,
  MONTH_LABELS,
  type TDayInfo,
  ZCalendarMonthResponse,
} from '@sikerja/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useUrlFilter } from '../../platform/data-table/data-table.api.ts';
import {
  ResourceFilters,
  type ResourceViewProps,
} from '../../platform/resource-screen/resource-screen.api.ts';
import classes from './working-calendar.module.css';

const BASE = 'admin/harikerja';

/** What each colour means; the order of the legend. */
export const DAY_LEGEND: readonly { reason: TDayInfo['reason']; label: string }[] = [
  { reason: 'libur_nasional', label: 'Libur nasional' },
  { reason: 'cuti_bersama', label: 'Cuti bersama' },
  { reason: 'libur_unit', label: 'Libur unit' },
  { reason: 'hari_kerja_tambahan', label: 'Hari kerja tambahan' },
  { reason: 'akhir_pekan', label: 'Akhir pekan' },
];

const REASON_LABEL = DAY_REASON_LABELS;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month shown, kept in the URL as `?bulan=YYYY-MM` (default: this month). */
function useShownMonth(): [{ year: number; month: number }, (date: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = /^(\d{4})-(\d{2})$/.exec(searchParams.get('bulan') ?? '');
  const now = new Date();
  const year = asked ? Number(asked[1]) : now.getFullYear();
  const month =
    asked && Number(asked[2]) >= 1 && Number(asked[2]) <= 12
      ? Number(asked[2])
      : now.getMonth() + 1;
  const setMonth = (date: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('bulan', date.slice(0, 7));
      return params;
    });
  return [{ year, month }, setMonth];
}

function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTH_LABELS[(m ?? 1) as keyof typeof MONTH_LABELS]} ${y}`;
}

/**
 * The working-day calendar as a month (`/admin/harikerja?view=kalender`): each day coloured by
 * why it is or is not a working day for everyone or the chosen unit, holidays by name. A day
 * with a calendar row opens it; another day opens a new row on that date.
 */
export function WorkingCalendarView({ onEdit, onCreate, filters }: ResourceViewProps) {
  const [{ year, month }, setMonth] = useShownMonth();
  const [unit] = useUrlFilter('unit_id');
  const unitId = unit ? Number(unit) : null;
  const query = useQuery({
    queryKey: ['master', BASE, 'month', year, month, unitId],
    queryFn: () =>
      api.get(`${BASE}/month`, ZCalendarMonthResponse, {
        query: { year, month, ...(unitId ? { unit_id: unitId } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const data = query.data?.data;
  const shownData = data && data.year === year && data.month === month ? data : undefined;
  const byDate = new Map((shownData?.days ?? []).map((d) => [d.date, d]));
  const exceptions = (shownData?.days ?? []).filter((d) => d.calendar_day_id !== null);
  const unitFilters = filters.filter((f) => f.name === 'unit_id');

  const openDay = (date: string) => {
    const info = byDate.get(date);
    if (!info) return;
    if (info.calendar_day_id !== null) {
      onEdit(info.calendar_day_id);
      return;
    }
    const weekend = info.weekday >= 6;
    onCreate({
      date,
      kind: weekend ? 'hari_kerja' : unitId ? 'libur_unit' : 'libur_nasional',
      unit_id: unitId,
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="center">
          <ResourceFilters filters={unitFilters} />
          {shownData && (
            <Text size="sm" c="dimmed" data-testid="working-days-count">
              {shownData.working_days} hari kerja pada{' '}
              {MONTH_LABELS[month as keyof typeof MONTH_LABELS]} {year}
              {unitId ? ' untuk unit ini' : ''}
            </Text>
          )}
        </Group>
        <Group gap="md" aria-label="Keterangan warna" role="list">
          {DAY_LEGEND.map((item) => (
            <Group key={item.reason} gap={6} role="listitem">
              <span className={classes.swatch} data-reason={item.reason} />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Group justify="space-between">
            <span>Kalender gagal dimuat: {errorMessage(query.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              Coba lagi
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" pos="relative">
        <LoadingOverlay visible={query.isFetching && !shownData} zIndex={5} />
        <Calendar
          date={`${year}-${pad(month)}-01`}
          onDateChange={setMonth}
          maxLevel="month"
          hideOutsideDates
          size="md"
          nextLabel="Bulan berikutnya"
          previousLabel="Bulan sebelumnya"
          classNames={{
            calendarHeader: classes.header,
            levelsGroup: classes.levels,
            month: classes.month,
            day: classes.day,
          }}
          className={classes.calendar}
          // Inline, so they win over Mantine's own day size (a square of --day-size).
          styles={{
            calendarHeader: { maxWidth: 'none' },
            day: {
              width: '100%',
              height: 'auto',
              minHeight: 84,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              padding: 6,
            },
          }}
          getDayProps={(date) => {
            const info = byDate.get(date);
            const label = info
              ? `${dayLabel(date)}: ${info.name ?? REASON_LABEL[info.reason]}`
              : dayLabel(date);
            return {
              onClick: () => openDay(date),
              'aria-label': label,
              title: label,
              'data-reason': info?.reason,
              selected: false,
            };
          }}
          renderDay={(date) => {
            const info = byDate.get(date);
            return (
              <>
                <span className={classes.number}>{Number(date.slice(8, 10))}</span>
                {info?.name && <span className={classes.name}>{info.name}</span>}
              </>
            );
          }}
        />
      </Paper>
      {shownData && exceptions.length === 0 && (
        <Text size="sm" c="dimmed">
          Tidak ada hari libur atau hari kerja tambahan pada bulan ini. Klik tanggal untuk
          menambahkannya.
        </Text>
      )}
      {shownData && exceptions.length > 0 && (
        <Text size="sm" c="dimmed">
          Klik tanggal untuk mengubah hari libur, atau untuk menambahkan hari libur unit atau hari
          kerja tambahan.
        </Text>
      )}
    </Stack>
  );
}
