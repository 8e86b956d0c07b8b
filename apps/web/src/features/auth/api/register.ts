import { type TRegisterRequest, ZMessageResponse } from '@sikerja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST auth/register`: a pending account an admin activates later. */
export function register(body: TRegisterRequest) {
  return api.post('auth/register', ZMessageResponse, body, { withAuth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
