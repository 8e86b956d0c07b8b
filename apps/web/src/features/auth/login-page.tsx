import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type TLoginRequest, ZLoginRequest } from '@sikerja/contracts';
import { IconLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { paths } from '../../lib/paths.ts';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './components/auth-layout.tsx';

type LoginValues = Required<TLoginRequest>;

/** '/login': NIP or email, password, 'Ingat saya'. A 422 shows under the field, 403/429 above. */
export function LoginPage() {
  const login = useLogin();
  const { form, formError, handleSubmit } = useZodForm<LoginValues>(ZLoginRequest, {
    initialValues: { login: '', password: '', remember: false },
  });

  return (
    <AuthLayout title="Masuk" subtitle="Masuk dengan NIP atau email dan password Anda.">
      <form onSubmit={handleSubmit((values) => login.mutateAsync(values))} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label="NIP / Email"
            placeholder="NIP 18 digit atau email"
            autoComplete="username"
            leftSection={<IconUser size={16} />}
            required
            data-autofocus
            {...form.getInputProps('login')}
          />
          <PasswordInput
            label="Password"
            placeholder="Password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label="Ingat saya"
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to={paths.forgot} size="sm">
              Lupa password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Masuk
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Belum punya akun?{' '}
            <Anchor component={Link} to={paths.register} fw={600}>
              Daftar
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
