import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type TLemburTarif, ZLemburTarif } from '@sikerja/contracts';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { YearInput } from '../../components/form/year-input.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useLemburTarif, useSaveLemburTarif } from './lembur-api.ts';

type Values = TLemburTarif & Record<string, unknown>;

const EMPTY = (year: number): Values => ({
  year,
  max_hours_workday: 3,
  max_hours_holiday: 8,
  max_hours_month: 40,
  meal_min_hours: 2,
  holiday_percent: 200,
  source: '',
  rates: (['I', 'II', 'III', 'IV'] as const).map((pns_group) => ({
    pns_group,
    hourly_rate: 0,
    meal_rate: 0,
    tax_percent: 0,
  })),
});

/** The year's overtime rules: caps, the meal threshold, the day-off rate and the SBM rates. */
export function LemburTarif() {
  const [year, setYear] = useState(new Date().getFullYear());
  const tarif = useLemburTarif(year);
  const save = useSaveLemburTarif();
  const { form, formError, handleSubmit } = useZodForm<Values>(ZLemburTarif, {
    initialValues: EMPTY(year),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the loaded year changes
  useEffect(() => {
    if (tarif.data) {
      const { from_year: _f, locked: _l, ...values } = tarif.data;
      form.setValues({ ...values, source: values.source ?? '' });
    }
  }, [tarif.data]);
  const locked = tarif.data?.locked ?? false;
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values);
    notifySuccess(`Tarif lembur ${year} disimpan.`);
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Title order={4}>Tarif & Batas Lembur</Title>
            <YearInput value={year} onChange={setYear} />
          </Group>
          {tarif.data && tarif.data.from_year !== year && (
            <Text size="xs" c="dimmed">
              Tahun {year} belum disimpan: berlaku tarif tahun {tarif.data.from_year ?? '-'}.
            </Text>
          )}
          {locked && (
            <Alert color="gray" variant="light">
              Ada bulan penggajian {year} yang sudah dikunci; tarif tahun ini tidak dapat diubah.
            </Alert>
          )}
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 5 }}>
            <NumberInput
              label="Maks. jam per hari kerja"
              min={1}
              {...form.getInputProps('max_hours_workday')}
            />
            <NumberInput
              label="Maks. jam per hari libur"
              min={1}
              {...form.getInputProps('max_hours_holiday')}
            />
            <NumberInput
              label="Maks. jam per bulan"
              min={1}
              {...form.getInputProps('max_hours_month')}
            />
            <NumberInput
              label="Minimal jam uang makan"
              min={1}
              {...form.getInputProps('meal_min_hours')}
            />
            <NumberInput
              label="Tarif hari libur (%)"
              min={100}
              {...form.getInputProps('holiday_percent')}
            />
          </SimpleGrid>
          <Table aria-label="Tarif per golongan">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Golongan</Table.Th>
                <Table.Th>Uang lembur per jam (Rp)</Table.Th>
                <Table.Th>Uang makan lembur (Rp)</Table.Th>
                <Table.Th>PPh 21 final (%)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.getValues().rates.map((rate, i) => (
                <Table.Tr key={rate.pns_group}>
                  <Table.Td>{rate.pns_group}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Uang lembur golongan ${rate.pns_group}`}
                      min={0}
                      thousandSeparator="."
                      decimalSeparator=","
                      {...form.getInputProps(`rates.${i}.hourly_rate`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Uang makan golongan ${rate.pns_group}`}
                      min={0}
                      thousandSeparator="."
                      decimalSeparator=","
                      {...form.getInputProps(`rates.${i}.meal_rate`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`PPh golongan ${rate.pns_group}`}
                      min={0}
                      max={100}
                      {...form.getInputProps(`rates.${i}.tax_percent`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Textarea
            label="Dasar hukum / sumber"
            autosize
            minRows={1}
            {...form.getInputProps('source')}
          />
          <Text size="xs" c="dimmed">
            Besaran per golongan mengikuti SBM tahun berkenaan (2026: PMK 32 Tahun 2025). Batas jam
            adalah kebijakan instansi.
          </Text>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={locked}
            style={{ alignSelf: 'flex-start' }}
          >
            Simpan
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
