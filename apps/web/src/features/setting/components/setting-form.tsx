import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CHECK_IN_WINDOW_BOUNDS,
  type TAdminSetting,
  TIME_ZONES,
  ZUpdateSettingRequest,
} from '@sikerja/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateAdminSetting } from '../api/update-admin-setting.ts';
import { OfficialSelect } from './official-select.tsx';
import { SuratTugasSettingCard } from './surat-tugas-setting-card.tsx';

/** The form keeps '' for empty text; the request wants null. */
interface SettingValues extends Record<string, unknown> {
  name: string;
  short_name: string;
  time_zone: string;
  authorised_official_user_id: number | null;
  maintenance_enabled: boolean;
  maintenance_title: string;
  maintenance_text: string;
  /** A number, or '' while the input is empty (the contract then says what to type). */
  check_in_opens_before_minutes: number | string;
  check_out_opens_after_minutes: number | string;
  surat_tugas_number_pattern: string;
  ppk_user_id: number | null;
  bendahara_user_id: number | null;
}

function toValues(setting: TAdminSetting): SettingValues {
  return {
    name: setting.name,
    short_name: setting.short_name ?? '',
    time_zone: setting.time_zone,
    authorised_official_user_id: setting.authorised_official_user_id,
    maintenance_enabled: setting.maintenance_enabled,
    maintenance_title: setting.maintenance_title ?? '',
    maintenance_text: setting.maintenance_text ?? '',
    check_in_opens_before_minutes: setting.check_in_opens_before_minutes,
    check_out_opens_after_minutes: setting.check_out_opens_after_minutes,
    surat_tugas_number_pattern: setting.surat_tugas_number_pattern,
    ppk_user_id: setting.ppk_user_id,
    bendahara_user_id: setting.bendahara_user_id,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

const before = CHECK_IN_WINDOW_BOUNDS.check_in_opens_before_minutes;
const after = CHECK_IN_WINDOW_BOUNDS.check_out_opens_after_minutes;

function MinutesUnit() {
  return (
    <Text size="sm" c="dimmed" pr="xs">
      menit
    </Text>
  );
}

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }));

/** Institution, authorised official and maintenance mode of /admin/setting. */
export function SettingForm({ setting }: { setting: TAdminSetting }) {
  const update = useUpdateAdminSetting();
  const { form, formError, handleSubmit } = useZodForm<SettingValues>(ZUpdateSettingRequest, {
    initialValues: toValues(setting),
  });
  const isMaintenance = form.values.maintenance_enabled;

  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        const answer = await update.mutateAsync({
          ...values,
          // Checked by the contract before submitting: whole numbers by now.
          check_in_opens_before_minutes: Number(values.check_in_opens_before_minutes),
          check_out_opens_after_minutes: Number(values.check_out_opens_after_minutes),
          short_name: orNull(values.short_name),
          maintenance_title: orNull(values.maintenance_title),
          maintenance_text: orNull(values.maintenance_text),
        });
        form.resetDirty(toValues(answer.data));
        notifySuccess('Pengaturan berhasil disimpan.');
      })}
      noValidate
    >
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="md">
            Identitas instansi
          </Title>
          <Stack gap="md">
            <TextInput
              label="Nama instansi"
              description="Tampil sebagai judul situs"
              required
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Nama singkat" {...form.getInputProps('short_name')} />
              <Select
                label="Zona waktu"
                data={timeZoneOptions}
                allowDeselect={false}
                required
                {...form.getInputProps('time_zone')}
              />
            </SimpleGrid>
            <OfficialSelect
              value={form.values.authorised_official_user_id}
              onChange={(value) => form.setFieldValue('authorised_official_user_id', value)}
              current={setting.authorised_official}
              error={form.errors.authorised_official_user_id}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="md">
            Jendela presensi
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Presensi masuk dibuka"
              description="Menit sebelum jam mulai jadwal. Contoh 120: jadwal 07:30, dibuka pukul 05:30."
              required
              min={before.min}
              max={before.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              rightSection={<MinutesUnit />}
              rightSectionWidth={56}
              {...form.getInputProps('check_in_opens_before_minutes')}
            />
            <NumberInput
              label="Presensi pulang dibuka"
              description="Menit setelah presensi masuk (tanpa presensi masuk: setelah jam mulai). Pulang sebelum jadwal tetap bisa dan dicatat pulang cepat."
              required
              min={after.min}
              max={after.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              rightSection={<MinutesUnit />}
              rightSectionWidth={56}
              {...form.getInputProps('check_out_opens_after_minutes')}
            />
          </SimpleGrid>
        </Card>

        <SuratTugasSettingCard
          setting={setting}
          patternInput={form.getInputProps('surat_tugas_number_pattern')}
          ppkUserId={form.values.ppk_user_id}
          bendaharaUserId={form.values.bendahara_user_id}
          onPersonChange={(field, value) => form.setFieldValue(field, value)}
          errors={{
            ppk_user_id: form.errors.ppk_user_id,
            bendahara_user_id: form.errors.bendahara_user_id,
          }}
        />

        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="md">
            Mode pemeliharaan
          </Title>
          <Stack gap="md">
            <Switch
              label="Aktifkan mode pemeliharaan"
              description="Selain admin, pengguna melihat pesan di bawah ini dan tidak dapat bekerja."
              color="orange"
              {...form.getInputProps('maintenance_enabled', { type: 'checkbox' })}
            />
            <TextInput
              label="Judul pesan"
              placeholder="Sedang Dalam Pemeliharaan"
              disabled={!isMaintenance}
              {...form.getInputProps('maintenance_title')}
            />
            <Textarea
              label="Isi pesan"
              placeholder="Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi."
              autosize
              minRows={3}
              disabled={!isMaintenance}
              {...form.getInputProps('maintenance_text')}
            />
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            Simpan pengaturan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
