import { Alert, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useToday } from './api/today.ts';
import { TodayCard } from './today-card.tsx';

/** Today's card with its loading and error states: the check-in page and the staff home. */
export function TodayCheckIn() {
  const today = useToday();
  if (today.isPending) return <Skeleton height={260} radius="md" />;
  if (today.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="Gagal memuat presensi hari ini"
      >
        {errorMessage(today.error)}
      </Alert>
    );
  }
  return <TodayCard today={today.data} />;
}
