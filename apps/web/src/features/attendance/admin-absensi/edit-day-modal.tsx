import {
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ABSENSI_ADMIN_EXCUSES, attendanceCodeName, type TAbsensiDayRow } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDayDetail, useEditDay } from './admin-absensi-api.ts';
import { DayCode } from './day-cells.tsx';

const SOURCE_LABELS: Record<string, string> = {
  web: 'Aplikasi',
  fingerprint: 'Mesin',
  admin: 'Admin',
  perubahan: 'Perubahan',
};
const FLAG_LABELS: Record<string, string> = {
  accuracy: 'Akurasi GPS rendah',
  travel: 'Perpindahan tidak wajar',
  retry_after_refusal: 'Mencoba lagi setelah ditolak',
};
const EXCUSE_OPTIONS = [
  { value: '', label: 'Tanpa keterangan' },
  ...ABSENSI_ADMIN_EXCUSES.map((c) => ({ value: c, label: attendanceCodeName(c) })),
];

/** The punches of the day, with where they came from and why any looks suspicious. */
function Punches({ userId, date }: { userId: number; date: string }) {
  const detail = useDayDetail(userId, date);
  const punches = detail.data?.punches ?? [];
  if (detail.isLoading) return <Text size="sm">Memuat…</Text>;
  if (punches.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Tidak ada presensi tercatat.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Jam</Table.Th>
            <Table.Th>Jenis</Table.Th>
            <Table.Th>Sumber</Table.Th>
            <Table.Th>Koordinat / akurasi</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Catatan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {punches.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.time}</Table.Td>
              <Table.Td>{p.type ?? 'otomatis'}</Table.Td>
              <Table.Td>{SOURCE_LABELS[p.source] ?? p.source}</Table.Td>
              <Table.Td>
                {p.latitude !== null && p.longitude !== null
                  ? `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`
                  : '-'}
                {p.accuracy_m !== null ? ` ±${p.accuracy_m} m` : ''}
                {p.flags.map((f) => (
                  <Badge key={f} ml={4} size="xs" color="red" variant="light">
                    {FLAG_LABELS[f] ?? f}
                  </Badge>
                ))}
              </Table.Td>
              <Table.Td>{p.ip ?? '-'}</Table.Td>
              <Table.Td>
                {p.note ?? '-'}
                {p.created_by_name ? ` (${p.created_by_name})` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Ubah presensi': the admin adds a check-in or check-out and/or an excuse, with a reason that
 * is kept and audited; the day is then recomputed by the engine, never written by hand.
 */
export function EditDayModal({
  row,
  onClose,
}: {
  row: TAbsensiDayRow | null;
  onClose: () => void;
}) {
  const edit = useEditDay();
  const detail = useDayDetail(row?.user_id ?? null, row?.date ?? '');
  const adminExcuse = detail.data?.excuses.find((e) => e.source_type === 'admin')?.code ?? '';
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [excuse, setExcuse] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setCheckIn('');
    setCheckOut('');
    setExcuse(null);
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };
  const chosenExcuse = excuse ?? adminExcuse;
  const save = async () => {
    if (!row) return;
    setErrors({});
    setFailure(null);
    try {
      await edit.mutateAsync({
        user_id: row.user_id,
        date: row.date,
        check_in: checkIn || null,
        check_out: checkOut || null,
        ...(excuse === null
          ? {}
          : { excuse_code: (excuse || null) as (typeof ABSENSI_ADMIN_EXCUSES)[number] | null }),
        reason,
      });
      notifySuccess('Presensi telah diperbarui.');
      close();
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        setErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      } else setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened={row !== null} onClose={close} title="Ubah Presensi" size="xl" centered>
      {row && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={500}>
              {row.name} — {formatIsoDate(row.date)}
            </Text>
            <DayCode row={detail.data?.day ?? row} />
          </Group>
          <Punches userId={row.user_id} date={row.date} />
          <FormErrorAlert message={failure} />
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label="Tambah jam masuk"
              value={checkIn}
              error={errors.check_in}
              onChange={(e) => setCheckIn(e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label="Tambah jam pulang"
              value={checkOut}
              error={errors.check_out}
              onChange={(e) => setCheckOut(e.currentTarget.value)}
            />
            <Select
              label="Keterangan hari"
              data={EXCUSE_OPTIONS}
              value={chosenExcuse}
              onChange={(v) => setExcuse(v ?? '')}
              allowDeselect={false}
            />
          </Group>
          <Textarea
            label="Alasan perubahan"
            required
            autosize
            minRows={2}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            description="Wajib diisi; disimpan bersama perubahan dan dicatat di log audit."
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button onClick={save} loading={edit.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
