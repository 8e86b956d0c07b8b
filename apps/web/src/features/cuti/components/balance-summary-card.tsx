import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SummaryCard } from '../../../components/page/summary-card.tsx';
import { localToday } from '../../../lib/format/date.ts';
import { useBalance } from '../api/cuti-api.ts';

/** The home page's leave figure: what remains of this year's annual leave, and the way to ask. */
export function BalanceSummaryCard({ cutiPath }: { cutiPath: string }) {
  const year = localToday().y;
  const balance = useBalance(year);
  const b = balance.data;
  return (
    <SummaryCard
      title={`Cuti tahunan ${year}`}
      label="Sisa cuti tahunan"
      loading={balance.isPending}
      error={balance.error}
    >
      {b && !b.eligible && (
        <Text size="sm" c="dimmed">
          Anda belum berhak atas cuti tahunan.
        </Text>
      )}
      {b?.eligible && (
        <>
          <Text fz={36} fw={700} lh={1}>
            {b.remaining}{' '}
            <Text span size="md" fw={500} c="dimmed">
              hari tersisa
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            Diambil {b.taken} hari, sedang diproses {b.pending} hari.
          </Text>
        </>
      )}
      <Anchor component={Link} to={cutiPath} size="sm">
        Ajukan atau lihat cuti
      </Anchor>
    </SummaryCard>
  );
}
