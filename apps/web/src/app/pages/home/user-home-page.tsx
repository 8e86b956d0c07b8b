import { SimpleGrid, Stack } from '@mantine/core';
import { MonthSummaryCard, TodayCheckIn } from '../../../features/attendance/attendance.api.ts';
import { BalanceSummaryCard } from '../../../features/cuti/cuti.api.ts';
import {
  LatestNotificationsCard,
  WaitingRequestsCard,
} from '../../../features/notifications/notifications.api.ts';
import { AccountCard } from '../../../features/profile/profile.api.ts';
import { useCurrentUser } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { HomeGreeting } from './components/home-greeting.tsx';

/**
 * '/user': a staff member's home, what a person comes for: today's check-in, the month so far
 * with its deduction, the leave balance, requests waiting on them and theirs waiting on others,
 * the latest notifications. Each card appears only with the permission its screen needs.
 */
export function UserHomePage() {
  const user = useCurrentUser();
  const can = (permission: string) => user.roles.includes(permission);
  return (
    <Stack gap="lg">
      <HomeGreeting />
      {can('user.presensi') && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TodayCheckIn />
          <MonthSummaryCard historyPath={paths.presensi} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {can('user.cuti') && <BalanceSummaryCard cutiPath={paths.cuti} />}
        <WaitingRequestsCard />
        <LatestNotificationsCard />
      </SimpleGrid>
      <AccountCard />
    </Stack>
  );
}
