import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useStopImpersonation } from '../../features/auth/auth.api.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** While an admin acts as someone else, says so on every screen and offers the way back. */
export function ImpersonationBanner() {
  const { user, isImpersonating } = useAuth();
  const stop = useStopImpersonation();
  const [isBusy, setBusy] = useState(false);
  if (!user || (!isImpersonating && !user.impersonator)) return null;

  return (
    <Paper
      radius={0}
      px="md"
      py="xs"
      bg="orange.6"
      c="white"
      role="status"
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconUserShare size={18} />
          <Text size="sm" fw={600}>
            Anda sedang masuk sebagai {user.name}
            {user.impersonator ? ` (akun asli: ${user.impersonator.name})` : ''}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="white"
          color="orange"
          leftSection={<IconArrowBackUp size={14} />}
          loading={isBusy}
          onClick={async () => {
            setBusy(true);
            await stop();
          }}
        >
          Kembali ke akun saya
        </Button>
      </Group>
    </Paper>
  );
}
