import { Badge, Table, Text } from '@mantine/core';
import type { TUserGroupDetail } from '@sikerja/contracts';

/** The members of a group, read-only (membership is edited on the staff screen). */
export function UserGroupMembers({ members }: { members: TUserGroupDetail['members'] }) {
  if (members.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        Belum ada anggota di grup ini.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label="Anggota grup">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nama</Table.Th>
            <Table.Th>NIP</Table.Th>
            <Table.Th>Level</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.email ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>{member.nip ?? '-'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={member.level === 'admin' ? 'grape' : 'blue'}>
                  {member.level === 'admin' ? 'Admin' : 'Pegawai'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
