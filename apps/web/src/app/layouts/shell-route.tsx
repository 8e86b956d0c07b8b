import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { requestOverlays } from '../../lib/overlays-ready.ts';
import { AppShellLayout } from '../shell/app-shell-layout.tsx';

/** The shell, rebuilt from scratch for every session (login, impersonation, return). */
export function ShellRoute() {
  const { token } = useAuth();
  // Screens of the shell confirm and notify all the time: have the hosts ready.
  useEffect(requestOverlays, []);
  return <AppShellLayout key={token ?? 'guest'} />;
}
