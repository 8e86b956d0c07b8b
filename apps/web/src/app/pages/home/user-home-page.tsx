import { Stack } from '@mantine/core';
import { AccountCard } from '../../../features/profile/profile.api.ts';
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
