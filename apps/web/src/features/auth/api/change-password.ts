import { type TChangePasswordRequest, ZMessageResponse } from '@sikerja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST auth/password`: the server ends the user's other sessions. */
export function changePassword(body: TChangePasswordRequest) {
  return api.post('auth/password', ZMessageResponse, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
