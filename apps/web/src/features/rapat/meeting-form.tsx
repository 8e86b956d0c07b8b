/**
 * The meeting form (create and change): title, agenda, date and time, place (an attendance
 * location or online with a link), organiser (admin only), participants by people, units or
 * positions, mandatory, and whether the check-in needs the rotating QR code.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  MEETING_MODE_LABELS,
  type TMeetingRow,
  type TSaveMeetingRequest,
} from '@sikerja/contracts';
import { useState } from 'react';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { type ManageMode, useMeetingOptions, useSaveMeeting } from './rapat-api.ts';

/** Today on this device's calendar (not UTC's). */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function emptyMeeting(): TSaveMeetingRequest {
  return {
    title: '',
    agenda: '',
    date: localToday(),
    starts_at: '09:00',
    ends_at: '10:00',
    mode: 'onsite',
    location_id: null,
    online_link: '',
    organiser_id: null,
    user_ids: [],
    unit_ids: [],
    position_ids: [],
    mandatory: false,
    requires_code: false,
  };
}

export function meetingToBody(m: TMeetingRow): TSaveMeetingRequest {
  return {
    title: m.title,
    agenda: m.agenda,
    date: m.date,
    starts_at: m.starts_at,
    ends_at: m.ends_at,
    mode: m.mode,
    location_id: m.location_id,
    online_link: m.online_link ?? '',
    organiser_id: m.organiser.id,
    user_ids: m.user_ids,
    unit_ids: m.unit_ids,
    position_ids: m.position_ids,
    mandatory: m.mandatory,
    requires_code: m.requires_code,
  };
}

const ids = (values: string[]) => values.map(Number);
const strings = (values: readonly number[] | undefined) => (values ?? []).map(String);

export function MeetingFormModal({
  mode,
  id,
  initial,
  onClose,
}: {
  mode: ManageMode;
  id: number | null;
  initial: TSaveMeetingRequest;
  onClose: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = useMeetingOptions(mode);
  const save = useSaveMeeting(mode);
  const set = (patch: Partial<TSaveMeetingRequest>) => setBody((b) => ({ ...b, ...patch }));
  const err = (field: string) => errors[field]?.[0];
  const people = (options.data?.people ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name}${p.nip ? ` (${p.nip})` : ''}`,
  }));
  const submit = () => {
    setFailure(null);
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          notifySuccess(id === null ? 'Rapat dibuat dan undangan dikirim.' : 'Rapat diubah.');
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.hasFieldErrors) setErrors(e.fieldErrors);
          else setFailure(errorMessage(e));
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={id === null ? 'Buat Rapat' : 'Ubah Rapat'}
    >
      <Stack gap="sm">
        {options.isError && <Alert color="red">{errorMessage(options.error)}</Alert>}
        <TextInput
          label="Judul"
          value={body.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={err('title')}
          withAsterisk
        />
        <Textarea
          label="Agenda"
          value={body.agenda}
          onChange={(e) => set({ agenda: e.currentTarget.value })}
          error={err('agenda')}
          withAsterisk
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            label="Tanggal"
            value={body.date}
            onChange={(d) => set({ date: d ?? '' })}
            error={err('date')}
            withAsterisk
          />
          <TextInput
            label="Mulai"
            type="time"
            value={body.starts_at}
            onChange={(e) => set({ starts_at: e.currentTarget.value })}
            error={err('starts_at')}
            withAsterisk
          />
          <TextInput
            label="Selesai"
            type="time"
            value={body.ends_at}
            onChange={(e) => set({ ends_at: e.currentTarget.value })}
            error={err('ends_at')}
            withAsterisk
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Tempat
          </Text>
          <SegmentedControl
            aria-label="Tempat"
            data={[
              { value: 'onsite', label: MEETING_MODE_LABELS.onsite },
              { value: 'online', label: MEETING_MODE_LABELS.online },
            ]}
            value={body.mode}
            onChange={(v) => set({ mode: v as 'onsite' | 'online' })}
          />
        </Stack>
        {body.mode === 'onsite' ? (
          <Select
            label="Lokasi"
            description="Presensi diterima di dalam radius lokasi presensi ini"
            data={(options.data?.locations ?? []).map((l) => ({
              value: String(l.id),
              label: l.name,
            }))}
            value={body.location_id ? String(body.location_id) : null}
            onChange={(v) => set({ location_id: v ? Number(v) : null })}
            error={err('location_id')}
            searchable
            withAsterisk
          />
        ) : (
          <TextInput
            label="Tautan rapat daring"
            placeholder="https://"
            value={String(body.online_link ?? '')}
            onChange={(e) => set({ online_link: e.currentTarget.value })}
            error={err('online_link')}
            withAsterisk
          />
        )}
        {mode === 'admin' && (
          <Select
            label="Penyelenggara"
            description="Kosong: Anda sendiri"
            data={people}
            value={body.organiser_id ? String(body.organiser_id) : null}
            onChange={(v) => set({ organiser_id: v ? Number(v) : null })}
            error={err('organiser_id')}
            searchable
            clearable
            limit={50}
          />
        )}
        <MultiSelect
          label="Peserta: pegawai"
          data={people}
          value={strings(body.user_ids)}
          onChange={(v) => set({ user_ids: ids(v) })}
          error={err('user_ids')}
          searchable
          limit={50}
          placeholder="Cari nama atau NIP"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Peserta: unit kerja"
            data={(options.data?.units ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            value={strings(body.unit_ids)}
            onChange={(v) => set({ unit_ids: ids(v) })}
            error={err('unit_ids')}
            searchable
          />
          <MultiSelect
            label="Peserta: jabatan"
            data={(options.data?.positions ?? []).map((p) => ({
              value: String(p.id),
              label: p.name,
            }))}
            value={strings(body.position_ids)}
            onChange={(v) => set({ position_ids: ids(v) })}
            error={err('position_ids')}
            searchable
            limit={50}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Pegawai aktif pada unit dan jabatan yang dipilih diundang saat rapat disimpan.
        </Text>
        <Checkbox
          label="Wajib hadir (ketidakhadiran dihitung potongan rapat)"
          checked={body.mandatory ?? false}
          onChange={(e) => set({ mandatory: e.currentTarget.checked })}
        />
        <Checkbox
          label="Presensi memerlukan kode QR yang ditampilkan penyelenggara"
          checked={body.requires_code ?? false}
          onChange={(e) => set({ requires_code: e.currentTarget.checked })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
