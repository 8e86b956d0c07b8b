import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  KONTRAK_STATUS_LABELS,
  type TKontrak,
  type TKontrakLine,
  type TKontrakStatus,
} from '@sikerja/contracts';
import { IconCalendarStats, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatIsoDate, MONTH_NAMES } from '../../lib/format/date.ts';
import { ApprovalHistory } from '../../platform/approval/approval.api.ts';

const STATUS_COLORS: Record<TKontrakStatus, string> = {
  draft: 'gray',
  sent: 'yellow',
  returned: 'orange',
  approved: 'teal',
};
const BADGE_COLORS: Record<TKontrakLine['badge'], string> = {
  'LENGKAPI DATA': 'red',
  'BELUM BREAKDOWN': 'yellow',
  LENGKAP: 'teal',
};

const num = (v: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 }).format(v);

export function KontrakStatusBadge({ status }: { status: TKontrakStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {KONTRAK_STATUS_LABELS[status]}
    </Badge>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** The SKP header of the original (RealisasiKinerja.js): person, superior, positions, period. */
export function KontrakHeader({ kontrak }: { kontrak: TKontrak }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Kontrak Kinerja Tahun {kontrak.year}</Text>
        <KontrakStatusBadge status={kontrak.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label="Nama" value={kontrak.person.name} />
        <Field
          label="Pimpinan"
          value={kontrak.superior?.name ?? 'Tanpa atasan (pimpinan tertinggi)'}
        />
        <Field label="NIP" value={kontrak.person.nip} />
        <Field label="NIP Pimpinan" value={kontrak.superior?.nip} />
        <Field label="Jabatan" value={kontrak.position_name} />
        <Field label="Jabatan Pimpinan" value={kontrak.superior_position_name} />
        <Field label="Unit Kerja" value={kontrak.unit_name} />
        <Field label="Unit Kerja Pimpinan" value={kontrak.superior_unit_name} />
        <Field
          label="Periode"
          value={`${formatIsoDate(kontrak.period_start)} s/d ${formatIsoDate(kontrak.period_end)}`}
        />
      </SimpleGrid>
      {(kontrak.note_from_superior || kontrak.note_to_superior) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
          {kontrak.note_from_superior && (
            <Alert color="orange" variant="light" title="Catatan Dari Atasan">
              {kontrak.note_from_superior}
            </Alert>
          )}
          {kontrak.note_to_superior && (
            <Alert color="blue" variant="light" title="Catatan Untuk Atasan">
              {kontrak.note_to_superior}
            </Alert>
          )}
        </SimpleGrid>
      )}
    </Card>
  );
}

export interface LineActions {
  onEdit(line: TKontrakLine): void;
  onDelete(line: TKontrakLine): void;
  onBreakdown(line: TKontrakLine): void;
}

function targetsText(line: TKontrakLine) {
  if (line.targets.length === 0) return 'Belum dibagi per bulan';
  return line.targets
    .map((t) => `${MONTH_NAMES[t.month - 1]?.slice(0, 3)} ${num(t.quantity)}`)
    .join(' · ');
}

/** The lines with their badges and, while editable, edit / breakdown / delete. */
export function KontrakLines({ kontrak, actions }: { kontrak: TKontrak; actions?: LineActions }) {
  const groups = [
    { kind: 'utama', title: 'Tugas Utama (Mandiri)' },
    { kind: 'tambahan', title: 'Tugas Tambahan' },
  ] as const;
  return (
    <Stack gap="md">
      {groups.map((g) => {
        const lines = kontrak.lines.filter((l) => l.duty_kind === g.kind);
        return (
          <Card key={g.kind} withBorder radius="md" padding="md">
            <Text fw={600} mb="xs">
              {g.title}
            </Text>
            {lines.length === 0 ? (
              <Text size="sm" c="dimmed">
                Belum ada uraian kegiatan.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="xs" aria-label={g.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>No</Table.Th>
                      <Table.Th>Uraian Kegiatan</Table.Th>
                      <Table.Th>AK</Table.Th>
                      <Table.Th>Kuantitas</Table.Th>
                      <Table.Th>Kualitas</Table.Th>
                      <Table.Th>Waktu</Table.Th>
                      <Table.Th>Bobot</Table.Th>
                      <Table.Th>WPT</Table.Th>
                      <Table.Th>Status</Table.Th>
                      {actions && <Table.Th>Aksi</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.map((line, i) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>{i + 1}</Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            <Group gap={6}>
                              <Text size="sm">{line.name}</Text>
                              {line.is_proposed && (
                                <Badge size="xs" variant="outline" color="grape">
                                  Usulan
                                </Badge>
                              )}
                              {line.is_cumulative && (
                                <Badge size="xs" variant="outline">
                                  Kumulatif
                                </Badge>
                              )}
                            </Group>
                            <Text size="xs" c="dimmed">
                              {targetsText(line)}
                            </Text>
                          </Stack>
                        </Table.Td>
                        <Table.Td>{num(line.credit)}</Table.Td>
                        <Table.Td>
                          {num(line.quantity)} {line.unit_name}
                        </Table.Td>
                        <Table.Td>{num(line.quality)} %</Table.Td>
                        <Table.Td>{line.months} bulan</Table.Td>
                        <Table.Td>{num(line.weight)} %</Table.Td>
                        <Table.Td>{num(line.work_hours)} jam</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={BADGE_COLORS[line.badge]}>
                            {line.badge}
                          </Badge>
                        </Table.Td>
                        {actions && (
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Tooltip label="Ubah">
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Ubah ${line.name}`}
                                  onClick={() => actions.onEdit(line)}
                                >
                                  <IconPencil size={16} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label="Target bulanan">
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Target bulanan ${line.name}`}
                                  onClick={() => actions.onBreakdown(line)}
                                >
                                  <IconCalendarStats size={16} />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label="Hapus">
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={`Hapus ${line.name}`}
                                  onClick={() => actions.onDelete(line)}
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </Tooltip>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        );
      })}
      <Card withBorder radius="md" padding="md">
        <Stack gap={4}>
          <Text size="sm">
            Total WPT Jenis Kegiatan Tupoksi = {num(kontrak.totals.work_hours)} Jam (
            {num(kontrak.totals.work_hours_percent)} % dari {num(kontrak.totals.year_work_hours)}{' '}
            jam kerja setahun)
          </Text>
          <Text
            size="sm"
            c={kontrak.totals.weight_main === 100 ? undefined : 'red'}
            data-testid="total-bobot"
          >
            Total Bobot = {num(kontrak.totals.weight_main)} %
          </Text>
          <Text size="sm">Total Angka Kredit = {num(kontrak.totals.credit)}</Text>
        </Stack>
      </Card>
      {kontrak.history.length > 0 && (
        <Card withBorder radius="md" padding="md">
          <Text fw={600} mb="xs">
            Riwayat Persetujuan
          </Text>
          <ApprovalHistory steps={kontrak.history} />
        </Card>
      )}
    </Stack>
  );
}
