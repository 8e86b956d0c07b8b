import { Badge } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  CUTI_STATUS_LABELS,
  type TApprovalLevel,
  type TCutiStatus,
} from '@sikerja/contracts';

const COLORS: Record<TCutiStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  deferred: 'orange',
  withdrawn: 'gray',
  cancelled: 'gray',
};

/** The request's status; while pending, the level it waits at ('Menunggu Atasan Langsung'). */
export function CutiStatusBadge({ status, level }: { status: TCutiStatus; level?: string | null }) {
  const label =
    status === 'pending' && level
      ? `Menunggu ${APPROVAL_LEVEL_LABELS[level as TApprovalLevel] ?? level}`
      : CUTI_STATUS_LABELS[status];
  return (
    <Badge variant="light" color={COLORS[status]} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}
