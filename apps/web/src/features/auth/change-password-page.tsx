import { Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type TChangePasswordRequest, ZChangePasswordRequest } from '@sikerja/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useChangePassword } from './api/change-password.ts';

const EMPTY: TChangePasswordRequest = {
  old_password: '',
  password: '',
  password_confirmation: '',
};

/** '/password': 'Ubah Password'. The server ends the user's sessions on other devices. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const { form, formError, handleSubmit } = useZodForm<TChangePasswordRequest>(
    ZChangePasswordRequest,
    { initialValues: EMPTY },
  );

  return (
    <>
      <PageHeader description="Setelah password diubah, sesi Anda di perangkat lain akan diakhiri." />
      <Card withBorder padding="lg" maw={560}>
        <form
          onSubmit={handleSubmit(async (values) => {
            const answer = await change.mutateAsync(values);
            form.setValues(EMPTY);
            form.resetDirty(EMPTY);
            notifySuccess(answer.data.message);
          })}
          noValidate
        >
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            <PasswordInput
              label="Password Lama"
              autoComplete="current-password"
              required
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label="Password Baru"
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Konfirmasi Password Baru"
              autoComplete="new-password"
              required
              {...form.getInputProps('password_confirmation')}
            />
            <Text size="xs" c="dimmed">
              Minimal 8 karakter, berbeda dari password lama, dan tidak memuat NIP, nama atau alamat
              email Anda.
            </Text>
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={form.submitting}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                Simpan
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
