import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { ShellRoute } from './shell-route.tsx';

/**
 * Public screens a signed-in person may land on (/403): inside the shell, so the menu stays
 * within reach and the way back is one click; bare for a guest.
 */
export function ShellWhenSignedIn() {
  const { status } = useAuth();
  return status === 'authenticated' ? <ShellRoute /> : <Outlet />;
}
