import { type TLoginRequest, ZLoginResponse } from '@sikerja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';

/** `POST auth/login`: no bearer, and a 401 here is not "your session ended". */
export function login(body: TLoginRequest) {
  return api.post('auth/login', ZLoginResponse, body, {
    withAuth: false,
    handleUnauthenticated: false,
  });
}

/** Logs in and starts the session; the guest guard then moves on to '/'. */
export function useLogin() {
  const auth = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, body) => {
      auth.signIn(answer.data.token, answer.data.user, body.remember === true);
    },
  });
}
