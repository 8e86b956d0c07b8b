import { Badge } from '@mantine/core';

const STATUS = {
  active: { label: 'Aktif', color: 'teal' },
  inactive: { label: 'Nonaktif', color: 'gray' },
  pending: { label: 'Menunggu aktivasi', color: 'yellow' },
} as const;

export const STATUS_OPTIONS = [
  { value: 'active', label: STATUS.active.label },
  { value: 'inactive', label: STATUS.inactive.label },
  { value: 'pending', label: STATUS.pending.label },
];

function isKnown(status: string): status is keyof typeof STATUS {
  return status in STATUS;
}

/** An account's status in words and colour. */
export function UserStatusBadge({ status }: { status: string }) {
  const known = isKnown(status) ? STATUS[status] : { label: status, color: 'gray' };
  return (
    <Badge variant="light" color={known.color}>
      {known.label}
    </Badge>
  );
}
