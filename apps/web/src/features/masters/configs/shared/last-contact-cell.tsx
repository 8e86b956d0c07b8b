import { Text } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format/date.ts';

/** How long ago, in words: 'baru saja', '5 menit lalu', '3 jam lalu', '2 hari lalu'. */
export function sinceText(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'baru saja';
  if (minutes < 60) return `${minutes} menit lalu`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} jam lalu`;
  return `${Math.floor(minutes / 1440)} hari lalu`;
}

/** A terminal's last contact: the time, and how long ago (a silent terminal stands out). */
export function LastContactCell({ value }: { value: unknown }) {
  if (typeof value !== 'string') return null;
  return (
    <span>
      {formatDateTime(value)}{' '}
      <Text span size="xs" c="dimmed">
        ({sinceText(value)})
      </Text>
    </span>
  );
}
