import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';

/**
 * The admin's (or organiser's) correction of one person's status at a session — an apel, a
 * senam, a meeting: a status and a required note, saved by `save`; the server's field errors
 * stay under their fields.
 */
export function AttendanceCorrectionModal<S extends string>({
  name,
  current,
  statuses,
  labels,
  saving,
  save,
  onClose,
}: {
  name: string;
  /** The person's status now; 'belum' (not yet) starts the form empty. */
  current: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  saving: boolean;
  save: (body: { status: S; note: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<string | null>(current === 'belum' ? null : current);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = async () => {
    try {
      await save({ status: (status ?? '') as S, note });
      notifySuccess('Presensi dikoreksi.');
      onClose();
    } catch (e) {
      setErrors(isApiError(e) && e.hasFieldErrors ? e.fieldErrors : { note: [errorMessage(e)] });
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={`Koreksi presensi ${name}`}>
      <Stack gap="sm">
        <Select
          label="Status"
          data={statuses.map((s) => ({ value: s, label: labels[s] }))}
          value={status}
          onChange={setStatus}
          error={errors.status?.[0]}
          withAsterisk
        />
        <Textarea
          label="Catatan"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note?.[0]}
          withAsterisk
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button loading={saving} onClick={submit}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
