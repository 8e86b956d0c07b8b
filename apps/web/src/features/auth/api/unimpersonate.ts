import { ZMessageResponse } from '@sikerja/contracts';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AFTER_UNIMPERSONATE_PATH, paths } from '../../../lib/paths.ts';

/** `POST auth/unimpersonate`, sent with the impersonation token, which the server revokes. */
export function unimpersonate() {
  return api.post('auth/unimpersonate', ZMessageResponse, undefined, {
    handleUnauthenticated: false,
  });
}

/**
 * 'Kembali ke akun saya': revoke the impersonation token, make the admin's own token active
 * again and go to /admin. An expired impersonation token still lets the admin return.
 */
export function useStopImpersonation(): () => Promise<void> {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    await unimpersonate().catch(() => undefined);
    const hasOwnSession = auth.stopImpersonation(AFTER_UNIMPERSONATE_PATH);
    if (hasOwnSession) notifySuccess('Anda kembali ke akun Anda sendiri.');
    else navigate(paths.login, { replace: true });
  };
}
