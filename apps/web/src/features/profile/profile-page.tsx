import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { ChangePhotoButton } from './change-photo.tsx';
import { AccountCard } from './components/account-card.tsx';
import { profileLinksFor } from './profile-links.ts';

/** '/profile': the user's own data, read-only, with the ways to change it. */
export function ProfilePage() {
  const user = useCurrentUser();
  const links = profileLinksFor(user.level);
  return (
    <Stack gap="xl">
      <Card withBorder padding="xl">
        <Group gap="lg" wrap="nowrap">
          <UserAvatar user={user} size={80} />
          <Stack gap={4} style={{ minWidth: 0 }} align="flex-start">
            <Title order={2} size="h3">
              {user.name}
            </Title>
            <Text c="dimmed" size="sm">
              {[user.nip && `NIP ${user.nip}`, user.unit?.name].filter(Boolean).join(' · ') ||
                user.email}
            </Text>
            <ChangePhotoButton />
          </Stack>
        </Group>
      </Card>
      <AccountCard />
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          Ubah data
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {links.map((link) => (
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              underline="never"
              c="inherit"
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {link.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {link.description}
                  </Text>
                </Stack>
                <IconChevronRight size={16} />
              </Group>
            </Anchor>
          ))}
        </SimpleGrid>
      </Card>
      <Text size="xs" c="dimmed">
        NIP, jabatan, pangkat dan unit kerja diubah oleh bagian kepegawaian. Hubungi admin bila ada
        yang keliru.{' '}
        <Anchor component={Link} to={paths.password} size="xs">
          Ubah password
        </Anchor>
      </Text>
    </Stack>
  );
}
