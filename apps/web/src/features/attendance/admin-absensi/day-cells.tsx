import { Badge, Group, Text } from '@mantine/core';
import type { TAbsensiDayRow } from '@sikerja/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';

const CODE_COLORS: Record<string, string> = {
  H: 'teal',
  TK: 'red',
  CUTI: 'blue',
  DL: 'cyan',
  IZIN: 'grape',
  SAKIT: 'orange',
  LIBUR: 'gray',
};

function codeColor(code: string): string {
  if (code.startsWith('TL') || code.startsWith('PSW')) return 'yellow';
  return CODE_COLORS[code] ?? 'gray';
}

/** The day's code with its late and early bands, and the suspicious mark. */
export function DayCode({ row }: { row: TAbsensiDayRow }) {
  if (!row.code) {
    return (
      <Text size="sm" c="dimmed">
        Belum dihitung
      </Text>
    );
  }
  const extra = [row.late_code, row.early_code].filter(
    (c): c is string => Boolean(c) && c !== row.code,
  );
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={codeColor(row.code)}>
        {row.code}
      </Badge>
      {extra.map((c) => (
        <Badge key={c} variant="outline" color={codeColor(c)}>
          {c}
        </Badge>
      ))}
      {row.flagged && (
        <Badge variant="filled" color="red" leftSection={<IconAlertTriangle size={12} />}>
          Mencurigakan
        </Badge>
      )}
    </Group>
  );
}
