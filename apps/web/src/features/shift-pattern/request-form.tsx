import { Button, Card, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import {
  OFFICE_HOURS_LABEL,
  type TPatternOption,
  ZCreateShiftPatternRequest,
} from '@sikerja/contracts';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useRequestShiftPattern } from './api/shift-pattern.ts';

const OFFICE = 'office';

type Values = { pattern_id: number | null; start_date: string | null; reason: string };

function tomorrowOf(today: string): Date {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(y, m - 1, d + 1);
}

/** 'Ajukan perubahan': a pattern, or back to office hours, from tomorrow or later, with a reason. */
export function RequestForm({
  patterns,
  today,
}: {
  patterns: readonly TPatternOption[];
  today: string;
}) {
  const send = useRequestShiftPattern();
  const { form, formError, handleSubmit } = useZodForm<Values>(ZCreateShiftPatternRequest, {
    initialValues: { pattern_id: null, start_date: null, reason: '' },
  });
  const options = [
    { value: OFFICE, label: OFFICE_HOURS_LABEL },
    ...patterns.map((p) => ({
      value: String(p.id),
      label: `${p.code} ${p.name} (${p.cycle.join('-')})`,
    })),
  ];
  const patternValue = form.values.pattern_id === null ? OFFICE : String(form.values.pattern_id);

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={handleSubmit(async (values) => {
          const result = await send.mutateAsync(values as never);
          notifySuccess(result.data.message);
          form.reset();
        })}
      >
        <Stack>
          <Title order={4}>Ajukan Perubahan</Title>
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Pola kerja baru"
              data={options}
              value={patternValue}
              onChange={(next) =>
                form.setFieldValue('pattern_id', !next || next === OFFICE ? null : Number(next))
              }
              allowDeselect={false}
              error={form.errors.pattern_id}
            />
            <DateField
              label="Mulai tanggal"
              withAsterisk
              minDate={tomorrowOf(today)}
              defaultDate={tomorrowOf(today)}
              value={form.values.start_date}
              onChange={(next) => form.setFieldValue('start_date', next ?? null)}
              error={form.errors.start_date}
            />
          </SimpleGrid>
          <Textarea label="Alasan" withAsterisk rows={2} {...form.getInputProps('reason')} />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            Kirim Permintaan
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
