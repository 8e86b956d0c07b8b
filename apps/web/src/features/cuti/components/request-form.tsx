import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  LEAVE_DURATION_UNIT_LABELS,
  type TCutiTypeOption,
  ZCreateCutiRequest,
} from '@sikerja/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { DateField, LONG_DATE_FORMAT } from '../../../components/date-picker/date-field.tsx';
import { LazyFileUpload } from '../../../components/file-upload/lazy-file-upload.tsx';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateCuti, useLeaveTypes, usePreview } from '../api/cuti-api.ts';

type Values = {
  jenis_cuti_id: number | null;
  start_date: string | null;
  end_date: string | null;
  reason: string;
  address: string;
  phone: string;
  file_id: string | null;
};

const EMPTY: Values = {
  jenis_cuti_id: null,
  start_date: null,
  end_date: null,
  reason: '',
  address: '',
  phone: '',
  file_id: null,
};

function attachmentHint(t: TCutiTypeOption | undefined): string | null {
  if (!t || t.attachment_rule === 'none') return null;
  const what = t.attachment_note ?? 'Dokumen pendukung';
  if (t.attachment_rule === 'required') return `Wajib: ${what}.`;
  if (t.attachment_rule === 'required_above')
    return `Wajib bila lebih dari ${t.attachment_above_days} hari: ${what}.`;
  return `Boleh dilampirkan: ${what}.`;
}

/** The leave form: type, dates with the live day count and balance, reason, address, attachment. */
export function RequestForm({ onDone }: { onDone: () => void }) {
  const types = useLeaveTypes();
  const create = useCreateCuti();
  const { form, formError, handleSubmit } = useZodForm<Values>(ZCreateCutiRequest, {
    initialValues: EMPTY,
  });
  const v = form.values;
  const preview = usePreview({
    jenis_cuti_id: v.jenis_cuti_id,
    start_date: v.start_date,
    end_date: v.end_date,
  });
  const type = types.data?.find((t) => t.id === v.jenis_cuti_id);
  const p = preview.data;
  const problems = p ? Object.values(p.problems).flat() : [];
  const unit = type
    ? LEAVE_DURATION_UNIT_LABELS[type.duration_unit as keyof typeof LEAVE_DURATION_UNIT_LABELS]
    : '';
  const dayWord = type?.duration_unit === 'working_days' ? 'hari kerja' : 'hari';

  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        await create.mutateAsync(values as never);
        notifySuccess('Pengajuan cuti dikirim dan menunggu konfirmasi.');
        form.reset();
        onDone();
      })}
    >
      <Stack>
        <FormErrorAlert message={formError} />
        <Select
          label="Jenis cuti"
          withAsterisk
          placeholder={types.isLoading ? 'Memuat…' : 'Pilih jenis cuti'}
          data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={v.jenis_cuti_id === null ? null : String(v.jenis_cuti_id)}
          onChange={(next) => form.setFieldValue('jenis_cuti_id', next ? Number(next) : null)}
          error={form.errors.jenis_cuti_id}
          description={
            type?.max_duration
              ? `Paling lama ${type.max_duration} ${unit.toLowerCase()}`
              : undefined
          }
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Tanggal mulai"
            withAsterisk
            valueFormat={LONG_DATE_FORMAT}
            value={v.start_date}
            onChange={(next) => {
              form.setFieldValue('start_date', next ?? null);
              if (next && (!v.end_date || v.end_date < next)) form.setFieldValue('end_date', next);
            }}
            error={form.errors.start_date}
          />
          <DateField
            label="Tanggal selesai"
            withAsterisk
            valueFormat={LONG_DATE_FORMAT}
            minDate={v.start_date ?? undefined}
            value={v.end_date}
            onChange={(next) => form.setFieldValue('end_date', next ?? null)}
            error={form.errors.end_date}
          />
        </SimpleGrid>
        {p && (
          <Alert
            variant="light"
            color={problems.length ? 'red' : 'blue'}
            icon={<IconInfoCircle />}
            aria-live="polite"
            aria-label="Perhitungan cuti"
          >
            <Group gap="lg">
              <Text size="sm">
                Lama cuti:{' '}
                <b>
                  {p.days} {dayWord}
                </b>
              </Text>
              {p.remaining_before !== null && (
                <Text size="sm">
                  Sisa cuti tahunan: <b>{p.remaining_before}</b> → setelah pengajuan ini:{' '}
                  <b>{p.remaining_after}</b> hari kerja
                </Text>
              )}
            </Group>
            {problems.map((m) => (
              <Text key={m} size="sm" c="red">
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <Textarea
          label="Alasan cuti"
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Textarea
          label="Alamat selama menjalankan cuti"
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <TextInput
          label="Nomor telepon"
          withAsterisk
          placeholder="08xxxxxxxxxx"
          {...form.getInputProps('phone')}
        />
        {type && type.attachment_rule !== 'none' && (
          <LazyFileUpload
            label="Lampiran"
            description={`${attachmentHint(type)} PDF atau gambar, paling besar 2 MB.`}
            value={v.file_id}
            onChange={(id) => form.setFieldValue('file_id', id)}
            required={Boolean(p?.attachment_required)}
            error={form.errors.file_id as string | undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Batal
          </Button>
          <Button type="submit" loading={create.isPending}>
            Kirim Pengajuan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
