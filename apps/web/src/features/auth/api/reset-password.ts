import { type TResetRequest, ZMessageResponse } from '@sikerja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST auth/reset` with the token of the emailed link. */
export function resetPassword(body: TResetRequest) {
  return api.post('auth/reset', ZMessageResponse, body, { withAuth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
