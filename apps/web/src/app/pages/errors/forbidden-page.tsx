import { IconLock } from '@tabler/icons-react';
import { StatusPage } from '../../../components/page/status-page.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';

/** /403: the account lacks the permission the screen needs (SPEC section 5). */
export function ForbiddenPage() {
  const { status } = useAuth();
  return (
    <StatusPage
      inShell={status === 'authenticated'}
      code="403"
      color="red"
      icon={<IconLock size={36} />}
      title="Akses Ditolak"
      text="Akun Anda tidak memiliki hak akses ke halaman ini. Hubungi admin bila Anda memerlukannya."
    />
  );
}
