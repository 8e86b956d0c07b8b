import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ACTING_KIND_LABELS, type TApprover } from '@sikerja/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { useMyPosition } from './api/get-my-position.ts';

function ApproverLine({ label, approver }: { label: string; approver: TApprover | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
      <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {approver ? (
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {approver.name}
            </Text>
            {approver.acting && (
              <Badge size="xs" variant="light">
                {approver.acting.toUpperCase()}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[approver.nip && `NIP ${approver.nip}`, approver.position_name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {approver.on_behalf_of && (
            <Text size="xs" c="orange">
              a.n. {approver.on_behalf_of.name} (berhalangan)
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          Tidak ada (tingkat ini dilewati)
        </Text>
      )}
    </Group>
  );
}

/** '/user/jabatan' ('Jabatan Saya'): my position, who approves my requests today, my team. */
export function MyPositionPage() {
  const query = useMyPosition();
  const data = query.data?.data;

  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            Coba lagi
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  const { position, approvers } = data;
  return (
    <>
      <PageHeader description="Jabatan Anda, pejabat yang menyetujui pengajuan Anda hari ini, dan pegawai yang Anda bawahi." />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            Jabatan
          </Title>
          {position ? (
            <Stack gap={4}>
              <Text fw={600}>{position.name}</Text>
              <Text size="sm" c="dimmed">
                {[
                  position.unit_name,
                  `Kelas jabatan ${position.job_class}`,
                  position.echelon && `Eselon ${position.echelon}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Anda belum ditempatkan pada jabatan. Hubungi bagian kepegawaian.
              {data.unit_name && ` Unit kerja: ${data.unit_name}.`}
            </Text>
          )}
          {data.acting.length > 0 && (
            <Stack gap={4} mt="md">
              <Text size="sm" fw={600}>
                Pelaksana tugas
              </Text>
              {data.acting.map((a) => (
                <Text size="sm" key={`${a.position_name}-${a.start_date}`}>
                  {ACTING_KIND_LABELS[a.kind]} {a.position_name}, {formatIsoDate(a.start_date)} s.d.{' '}
                  {formatIsoDate(a.end_date)}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            Pejabat penyetuju ({formatIsoDate(approvers.date)})
          </Title>
          <ApproverLine label="Atasan langsung" approver={approvers.superior} />
          <ApproverLine label="Kepala bagian" approver={approvers.head_of_section} />
          <ApproverLine label="Pejabat berwenang" approver={approvers.authorised_official} />
          <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
            <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
              Kepegawaian
            </Text>
            <Text size="sm" style={{ flex: 1 }}>
              {approvers.personnel.map((p) => p.name).join(', ') || 'Belum ada petugas'}
            </Text>
          </Group>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" mt="lg">
        <Title order={2} size="h4" mb="sm">
          Bawahan langsung
        </Title>
        {data.subordinates.length === 0 ? (
          <Text size="sm" c="dimmed">
            Tidak ada pegawai yang jabatannya berada langsung di bawah jabatan Anda.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>NIP</Table.Th>
                  <Table.Th>Jabatan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.subordinates.map((s) => (
                  <Table.Tr key={s.user_id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.nip ?? '-'}</Table.Td>
                    <Table.Td>{s.position_name ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
