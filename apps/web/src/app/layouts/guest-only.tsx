import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Login, register, forgot and reset are for guests (SPEC section 5): a user who arrives
 * logged in goes to /404. A guest who logs in here goes on to '/' (after login go to /).
 */
export function GuestOnly() {
  const { status } = useAuth();
  const [arrivedAsGuest] = useState(status !== 'authenticated');
  if (status === 'authenticated') {
    return <Navigate to={arrivedAsGuest ? paths.root : paths.notFound} replace />;
  }
  return <Outlet />;
}
