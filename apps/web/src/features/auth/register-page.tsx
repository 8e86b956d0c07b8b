import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type TRegisterRequest, ZRegisterRequest } from '@sikerja/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { paths } from '../../lib/paths.ts';
import { useRegister } from './api/register.ts';
import { AuthLayout } from './components/auth-layout.tsx';

/** '/register': self-registration; the account waits for an admin to activate it. */
export function RegisterPage() {
  const register = useRegister();
  const [done, setDone] = useState<string | null>(null);
  const { form, formError, handleSubmit } = useZodForm<TRegisterRequest>(ZRegisterRequest, {
    initialValues: { nip: '', name: '', email: '', password: '', password_confirmation: '' },
  });

  if (done) {
    return (
      <AuthLayout title="Pendaftaran terkirim">
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {done}
          </Alert>
          <Button component={Link} to={paths.login} fullWidth>
            Kembali ke halaman masuk
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Daftar" subtitle="Buat akun pegawai. Akun aktif setelah disetujui admin.">
      <form
        onSubmit={handleSubmit(async (values) => {
          const answer = await register.mutateAsync(values);
          setDone(answer.data.message);
        })}
        noValidate
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label="NIP"
            placeholder="18 digit angka"
            inputMode="numeric"
            maxLength={18}
            required
            data-autofocus
            {...form.getInputProps('nip')}
          />
          <TextInput label="Nama" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              description="Minimal 8 karakter"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Konfirmasi Password"
              autoComplete="new-password"
              description="Ulangi password"
              required
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Daftar
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Sudah punya akun?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Masuk
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
