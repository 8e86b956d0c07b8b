import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ZCreateLemburRequest } from '@sikerja/contracts';
import { z } from 'zod';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useCreateLembur, useSubordinates } from './lembur-api.ts';

interface Values extends Record<string, unknown> {
  user_id: string | null;
  date: string;
  start_time: string;
  end_time: string;
  task: string;
}

// The select gives the person's id as text; the contract wants a number or nothing.
const FORM_SCHEMA = z.preprocess((v) => {
  const values = v as Values;
  return { ...values, user_id: values.user_id ? Number(values.user_id) : undefined };
}, ZCreateLemburRequest);

const EMPTY: Values = { user_id: null, date: '', start_time: '16:00', end_time: '', task: '' };

/**
 * 'Ajukan Lembur': the day, the planned window and the task; a superior may choose a
 * subordinate to order it for (their order is then the superior's approval).
 */
export function LemburFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateLembur();
  const team = useSubordinates(opened);
  const { form, formError, setFormError, handleSubmit } = useZodForm<Values>(FORM_SCHEMA, {
    initialValues: EMPTY,
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    await create.mutateAsync({
      user_id: values.user_id ? Number(values.user_id) : undefined,
      date: values.date,
      start_time: values.start_time,
      end_time: values.end_time,
      task: values.task,
    });
    notifySuccess(
      values.user_id
        ? 'Perintah lembur dikirim ke pejabat berwenang.'
        : 'Pengajuan lembur telah dikirim ke atasan.',
    );
    close();
  });
  const options = (team.data ?? []).map((p) => ({
    value: String(p.user_id),
    label: p.nip ? `${p.name} (${p.nip})` : p.name,
  }));

  return (
    <Modal opened={opened} onClose={close} title="Ajukan Lembur (SPKL)" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert message={formError} />
          {options.length > 0 && (
            <Select
              label="Pegawai"
              description="Kosongkan untuk mengajukan lembur Anda sendiri"
              placeholder="Saya sendiri"
              clearable
              searchable
              data={options}
              {...form.getInputProps('user_id')}
            />
          )}
          <DateField
            label="Tanggal"
            required
            value={form.getValues().date}
            error={form.errors.date}
            onChange={(next) => form.setFieldValue('date', next ?? '')}
          />
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label="Jam mulai"
              required
              {...form.getInputProps('start_time')}
            />
            <TextInput
              type="time"
              label="Jam selesai"
              required
              {...form.getInputProps('end_time')}
            />
          </Group>
          <Textarea
            label="Uraian pekerjaan"
            required
            rows={3}
            placeholder="Pekerjaan mendesak yang dikerjakan di luar jam kerja"
            {...form.getInputProps('task')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" loading={create.isPending}>
              Kirim
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
