import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The logged-in user's own account, as the server knows it. */
export function AccountCard() {
  const user = useCurrentUser();
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Akun Anda
        </Title>
        <Anchor component={Link} to={paths.password} size="sm">
          Ubah Password
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="NIP">{user.nip ?? '-'}</Field>
        <Field label="Email">{user.email ?? '-'}</Field>
        <Field label="Unit kerja">{user.unit?.name ?? '-'}</Field>
        <Field label="Level">{user.level === 'admin' ? 'Admin' : 'Pegawai'}</Field>
      </SimpleGrid>
      {user.groups.length > 0 && (
        <Group gap={6} mt="md">
          {user.groups.map((group) => (
            <Badge key={group.id} variant="light">
              {group.name}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
