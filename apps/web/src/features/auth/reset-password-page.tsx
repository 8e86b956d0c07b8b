import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type TResetRequest, ZResetRequest } from '@sikerja/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { paths } from '../../lib/paths.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';

/** '/reset?token=…': the emailed link; a new password, then back to /login. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const navigate = useNavigate();
  const { form, formError, handleSubmit } = useZodForm<TResetRequest>(ZResetRequest, {
    initialValues: { token, password: '', password_confirmation: '' },
  });

  if (!token) {
    return (
      <AuthLayout title="Atur Ulang Password">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            Tautan atur ulang password tidak lengkap. Minta tautan baru.
          </Alert>
          <Button component={Link} to={paths.forgot} fullWidth>
            Minta tautan baru
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Atur Ulang Password" subtitle="Buat password baru untuk akun Anda.">
      <form
        onSubmit={handleSubmit(async (values) => {
          const answer = await reset.mutateAsync(values);
          notifySuccess(answer.data.message);
          navigate(paths.login, { replace: true });
        })}
        noValidate
      >
        <Stack gap="md">
          <FormErrorAlert message={formError ?? form.errors.token?.toString() ?? null} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="Minimal 8 karakter"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Konfirmasi Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Simpan password
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.forgot}>
              Minta tautan baru
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
