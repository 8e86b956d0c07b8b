import { ZImpersonateResponse } from '@sikerja/contracts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';

/** `POST auth/impersonate`: a token acting as that user (`user.impersonator` is set). */
export function impersonateUser(userId: number) {
  return api.post('auth/impersonate', ZImpersonateResponse, { user_id: userId });
}

/** 'Masuk sebagai': switch to the user's session, keeping the admin's own token to return to. */
export function useImpersonateUser(): (userId: number) => Promise<void> {
  const auth = useAuth();
  return async (userId) => {
    const answer = await impersonateUser(userId);
    auth.startImpersonation(answer.data.token, answer.data.user, paths.root);
  };
}
