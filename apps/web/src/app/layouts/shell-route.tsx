import { useAuth } from '../../lib/auth/auth-context.ts';
import { AppShellLayout } from '../shell/app-shell-layout.tsx';

/** The shell, rebuilt from scratch for every session (login, impersonation, return). */
export function ShellRoute() {
  const { token } = useAuth();
  return <AppShellLayout key={token ?? 'guest'} />;
}
