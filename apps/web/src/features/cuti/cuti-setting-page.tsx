import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ZCutiSetting } from '@sikerja/contracts';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { YearInput } from '../../components/form/year-input.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useCutiSetting, useSaveSetting } from './api/cuti-admin-api.ts';
import { DutyPanel, OpeningPanel } from './components/setting-panels.tsx';

type Values = {
  year: number;
  entitlement: number;
  max_carry_per_year: number;
  max_total: number;
  max_total_long: number;
  note: string;
};

function ParamsForm({ year }: { year: number }) {
  const setting = useCutiSetting(year);
  const save = useSaveSetting();
  const { form, formError, handleSubmit } = useZodForm<Values>(ZCutiSetting, {
    initialValues: {
      year,
      entitlement: 12,
      max_carry_per_year: 6,
      max_total: 18,
      max_total_long: 24,
      note: '',
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the loaded year changes
  useEffect(() => {
    if (setting.data) form.setValues({ ...setting.data, note: setting.data.note ?? '' });
  }, [setting.data]);
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={handleSubmit(async (v) => {
          await save.mutateAsync(v);
          notifySuccess(`Pengaturan cuti ${year} disimpan.`);
        })}
      >
        <Stack>
          <Group justify="space-between">
            <Title order={4}>Parameter Cuti Tahunan {year}</Title>
            {setting.data && !setting.data.saved && (
              <Text size="xs" c="dimmed">
                Belum disimpan: berlaku angka PP 11/2017.
              </Text>
            )}
          </Group>
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <NumberInput
              label="Hak cuti tahunan (hari kerja)"
              min={0}
              {...form.getInputProps('entitlement')}
            />
            <NumberInput
              label="Sisa paling banyak per tahun"
              min={0}
              {...form.getInputProps('max_carry_per_year')}
            />
            <NumberInput
              label="Jumlah paling banyak"
              min={0}
              {...form.getInputProps('max_total')}
            />
            <NumberInput
              label="Jumlah bila 2 tahun tidak diambil"
              min={0}
              {...form.getInputProps('max_total_long')}
            />
          </SimpleGrid>
          <Textarea
            label="Catatan / dasar hukum"
            autosize
            minRows={1}
            {...form.getInputProps('note')}
          />
          <Text size="xs" c="dimmed">
            Tahun pertama yang disimpan di sini adalah awal riwayat cuti: sisa dari tahun-tahun
            sebelumnya dicatat sebagai saldo awal.
          </Text>
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Simpan
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** '/admin/cuti_setting': the year's parameters, opening balances and cuti bersama duty. */
export function CutiSettingPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  return (
    <Stack>
      <PageHeader
        description="Saldo cuti tahunan dihitung otomatis dari riwayat cuti; di sini diatur parameter tahunan, saldo awal saat sistem mulai dipakai, dan pegawai yang tetap bertugas pada hari cuti bersama."
        actions={<YearInput value={year} onChange={setYear} w={110} />}
      />
      <ParamsForm key={year} year={year} />
      <Tabs defaultValue="saldo">
        <Tabs.List mb="md">
          <Tabs.Tab value="saldo">Saldo awal</Tabs.Tab>
          <Tabs.Tab value="bersama">Bertugas saat cuti bersama</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="saldo">
          <OpeningPanel year={year} />
        </Tabs.Panel>
        <Tabs.Panel value="bersama">
          <DutyPanel year={year} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
