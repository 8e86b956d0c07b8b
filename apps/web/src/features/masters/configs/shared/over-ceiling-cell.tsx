import { Badge } from '@mantine/core';
import { formatRupiah } from '../../../../lib/format/number.ts';

/**
 * How far a ticket's net cost is above its SBM ceiling: the excess stands out in red (it is not
 * paid from the trip's budget), a ticket within the ceiling reads 'Sesuai SBM'.
 */
export function OverCeilingCell({ value, row }: { value: unknown; row: unknown }) {
  const ceiling = (row as { ceiling?: number | null }).ceiling;
  if (ceiling == null) return <span>-</span>;
  if (typeof value === 'number' && value > 0) {
    return (
      <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
        +{formatRupiah(value)}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
      Sesuai SBM
    </Badge>
  );
}
