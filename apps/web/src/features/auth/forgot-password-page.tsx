import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type TForgotRequest, ZForgotRequest } from '@sikerja/contracts';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { paths } from '../../lib/paths.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthLayout } from './components/auth-layout.tsx';

/** '/forgot': asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const { form, formError, handleSubmit } = useZodForm<TForgotRequest>(ZForgotRequest, {
    initialValues: { login: '' },
  });

  return (
    <AuthLayout
      title="Lupa Password"
      subtitle="Masukkan NIP atau email. Tautan untuk mengatur ulang password dikirim ke email terdaftar."
    >
      <form
        onSubmit={handleSubmit(async (values) => {
          const answer = await forgot.mutateAsync(values);
          setSent(answer.data.message);
        })}
        noValidate
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          {sent && (
            <Alert color="teal" variant="light" icon={<IconMailForward size={18} />} role="status">
              {sent}
            </Alert>
          )}
          <TextInput
            label="NIP / Email"
            autoComplete="username"
            required
            data-autofocus
            {...form.getInputProps('login')}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Kirim tautan
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              Kembali ke halaman masuk
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
