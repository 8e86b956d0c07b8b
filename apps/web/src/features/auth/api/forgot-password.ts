import { type TForgotRequest, ZMessageResponse } from '@sikerja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST auth/forgot`: the same answer whether or not the account exists. */
export function forgotPassword(body: TForgotRequest) {
  return api.post('auth/forgot', ZMessageResponse, body, { withAuth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
