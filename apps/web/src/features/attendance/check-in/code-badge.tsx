import { Badge, Tooltip } from '@mantine/core';
import { ATTENDANCE_CODE_LABELS } from '@sikerja/contracts';

function colorOf(code: string): string {
  if (code === 'H') return 'teal';
  if (code === 'TK') return 'red';
  if (code === 'LIBUR') return 'gray';
  if (code.startsWith('TL') || code.startsWith('PSW'))
    return code.endsWith('4') ? 'orange' : 'yellow';
  return 'blue';
}

/** A day's code with its meaning on hover ('TL1': 'Terlambat 1–30 menit'). */
export function CodeBadge({
  code,
  size = 'md',
}: {
  code: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  if (!code) return null;
  const label = ATTENDANCE_CODE_LABELS[code] ?? code;
  return (
    <Tooltip label={label} withinPortal={false}>
      <Badge
        color={colorOf(code)}
        variant="light"
        size={size}
        aria-label={`Status ${code}: ${label}`}
      >
        {code}
      </Badge>
    </Tooltip>
  );
}
