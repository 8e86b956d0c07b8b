import { Stack } from '@mantine/core';
import { AccountCard } from '../../../features/profile/components/account-card.tsx';
import { HomeGreeting } from './components/home-greeting.tsx';

/** '/user': a staff member's home. */
export function UserHomePage() {
  return (
    <Stack gap="xl">
      <HomeGreeting />
      <AccountCard />
    </Stack>
  );
}
