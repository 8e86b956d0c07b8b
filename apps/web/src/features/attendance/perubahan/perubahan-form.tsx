import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  PERUBAHAN_PUNCH_REASONS,
  PERUBAHAN_REASON_LABELS,
  PERUBAHAN_REASONS_BY_KIND,
  perubahanRequestSchema,
  type TPerubahanKind,
  type TPerubahanReason,
} from '@sikerja/contracts';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../../components/date-picker/date-field.tsx';
import { LazyFileUpload } from '../../../components/file-upload/lazy-file-upload.tsx';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { perubahanNoun, useCreatePerubahan } from './perubahan-api.ts';

interface Values extends Record<string, unknown> {
  date: string;
  reason_kind: TPerubahanReason | '';
  check_in: string;
  check_out: string;
  reason: string;
  file_id: string | null;
}

const EMPTY: Values = {
  date: '',
  reason_kind: '',
  check_in: '',
  check_out: '',
  reason: '',
  file_id: null,
};

// Empty time inputs mean "no time", as the contract says with null.
const formSchema = (kind: TPerubahanKind) =>
  z.preprocess((v) => {
    const values = v as Values;
    return { ...values, check_in: values.check_in || null, check_out: values.check_out || null };
  }, perubahanRequestSchema(kind));

/**
 * 'Ajukan Perubahan': the day, why, the times (for presensi's missing punch), and the evidence.
 * For apel and senam the day is the session's; an approval sets the status on it.
 */
export function PerubahanFormModal({
  kind = 'presensi',
  opened,
  onClose,
}: {
  kind?: TPerubahanKind;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreatePerubahan(kind);
  const { noun, title } = perubahanNoun(kind);
  const schema = useMemo(() => formSchema(kind), [kind]);
  const reasonOptions = PERUBAHAN_REASONS_BY_KIND[kind].map((value) => ({
    value,
    label: PERUBAHAN_REASON_LABELS[value],
  }));
  const [isUploading, setUploading] = useState(false);
  const { form, formError, setFormError, handleSubmit } = useZodForm<Values>(schema, {
    initialValues: EMPTY,
  });
  const reason = form.getValues().reason_kind;
  const needsTimes =
    kind === 'presensi' && reason !== '' && PERUBAHAN_PUNCH_REASONS.includes(reason);
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    await create.mutateAsync({
      date: values.date,
      reason_kind: values.reason_kind as TPerubahanReason,
      check_in: needsTimes ? values.check_in || null : null,
      check_out: needsTimes ? values.check_out || null : null,
      reason: values.reason,
      file_id: values.file_id,
    });
    notifySuccess(`Pengajuan perubahan ${noun} telah dikirim ke atasan.`);
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={`Ajukan Perubahan ${title}`} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert message={formError} />
          <DateField
            label={kind === 'presensi' ? 'Tanggal' : `Tanggal ${kind}`}
            required
            maxDate={new Date().toISOString().slice(0, 10)}
            // Not getInputProps: its blur check would mark the field while the calendar opens.
            value={form.getValues().date}
            error={form.errors.date}
            onChange={(next) => form.setFieldValue('date', next ?? '')}
          />
          <Select
            label="Alasan"
            required
            data={reasonOptions}
            placeholder="Pilih alasan"
            {...form.getInputProps('reason_kind')}
          />
          {needsTimes && (
            <Group grow align="flex-start">
              <TextInput type="time" label="Jam masuk" {...form.getInputProps('check_in')} />
              <TextInput type="time" label="Jam pulang" {...form.getInputProps('check_out')} />
            </Group>
          )}
          <Textarea
            label="Keterangan"
            required
            rows={3}
            placeholder="Jelaskan apa yang terjadi"
            {...form.getInputProps('reason')}
          />
          <LazyFileUpload
            label="Bukti (gambar atau PDF, maks. 2 MB)"
            value={form.getValues().file_id}
            onChange={(id) => form.setFieldValue('file_id', id)}
            onBusyChange={setUploading}
            error={form.errors.file_id as string | undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" loading={create.isPending} disabled={isUploading}>
              Kirim
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
