import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/page/full-page-loader.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { useLogout } from './api/logout.ts';

/** '/logout': logs out at once (no question: the link itself was the choice). */
export function LogoutPage() {
  const { status } = useAuth();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || started.current) return;
    started.current = true;
    void logout();
  }, [status, logout]);

  if (status === 'guest' && !started.current) return <Navigate to={paths.login} replace />;
  return <FullPageLoader label="Keluar…" />;
}
