import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPatternDay } from '@sikerja/contracts';
import { DAY_NAMES, MONTH_NAMES } from '../../lib/format/date.ts';
import { codeColor } from './cycle-chips.tsx';

/** 'Senin' and '2 Mar' of a 'YYYY-MM-DD' business date. */
function dayLabel(date: string): { weekday: string; short: string } {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const weekday = DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return { weekday, short: `${d} ${MONTH_NAMES[m - 1]?.slice(0, 3) ?? ''}` };
}

function DayBody({ day }: { day: TPatternDay }) {
  if (day.kind === 'office') {
    return (
      <>
        <Badge variant="light" color="blue" size="sm">
          Jam kantor
        </Badge>
        <Text size="xs" c="dimmed">
          Sesuai jam kerja
        </Text>
      </>
    );
  }
  if (day.kind === 'off') {
    return (
      <>
        <Badge variant="outline" color="gray" size="sm">
          L
        </Badge>
        <Text size="xs" fw={600}>
          Libur
        </Text>
        {day.note && (
          <Text size="xs" c="dimmed">
            {day.note}
          </Text>
        )}
      </>
    );
  }
  const code = day.shift_code ?? '';
  return (
    <>
      <Badge color={codeColor(code)} size="sm">
        {code}
      </Badge>
      <Text size="xs" fw={600}>
        {day.shift?.name ?? `Shift ${code}`}
      </Text>
      {day.shift && (
        <Text size="xs" c="dimmed">
          {day.shift.start_time}–{day.shift.end_time}
          {day.shift.crosses_midnight ? ' (+1)' : ''}
        </Text>
      )}
    </>
  );
}

/** The next 14 days as a strip of small cards: day, date, and the shift, 'Libur' or office hours. */
export function PatternDays({ days, today }: { days: readonly TPatternDay[]; today: string }) {
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 4, md: 7 }}
      spacing="xs"
      role="list"
      aria-label="14 hari ke depan"
    >
      {days.map((day) => {
        const { weekday, short } = dayLabel(day.date);
        const isToday = day.date === today;
        return (
          <Card
            key={day.date}
            withBorder
            padding="xs"
            radius="md"
            role="listitem"
            aria-label={`${weekday} ${short}`}
            style={isToday ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Stack gap={4} align="flex-start">
              <Text size="xs" c="dimmed" fw={isToday ? 700 : 500}>
                {isToday ? `Hari ini · ${weekday}` : weekday}
              </Text>
              <Text size="sm" fw={700}>
                {short}
              </Text>
              <DayBody day={day} />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
