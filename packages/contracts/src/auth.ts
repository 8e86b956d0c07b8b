import { z } from 'zod';
import { zId } from './bounds.ts';
import { USER_LEVELS, USER_STATUSES } from './users.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Token lifetime with 'Ingat saya' (SPEC section 9: the remember-me cookie lasts 14 days). */
export const REMEMBER_ME_DAYS = 14;

const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ZLoginRequest = z.object({
  /** A NIP or an email address. */
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  remember: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The logged-in user as the client sees it (SPEC section 3 'User'). */
export const ZAuthUser = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  email: z.string().nullable(),
  level: z.enum(USER_LEVELS),
  status: z.enum(USER_STATUSES),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** Permission names: route names of the screens the user may open, plus action permissions. */
  roles: z.array(z.string()),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Set while an admin acts as this user. */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZTokenData = z.object({ token: z.string(), expires_at: z.string() });

export const ZLoginResponse = z.object({ data: ZTokenData.extend({ user: ZAuthUser }) });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZAuthUserResponse = z.object({ data: ZAuthUser });
export type TAuthUserResponse = z.infer<typeof ZAuthUserResponse>;

export const ZRefreshResponse = z.object({ data: ZTokenData });

export const ZImpersonateRequest = z.object({ user_id: zId() });
export const ZImpersonateResponse = ZLoginResponse;

/** The new password and its confirmation must match; the error lands on the confirmation. */
const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'Konfirmasi password tidak sama' };
const passwordPair = { password, password_confirmation: z.string() };

/** NIP: 18 digits (PNS and PPPK). */
export const ZNip = z
  .string()
  .trim()
  .regex(/^\d{18}$/, 'NIP harus 18 digit angka');

export const ZRegisterRequest = z
  .object({
    nip: ZNip,
    name: z.string().trim().min(3).max(150),
    email: z.email().trim().toLowerCase().max(254),
    ...passwordPair,
  })
  .refine(passwordsMatch, mismatch);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZForgotRequest = z.object({ login: z.string().trim().min(1).max(254) });
export type TForgotRequest = z.input<typeof ZForgotRequest>;

export const ZResetRequest = z
  .object({ token: z.string().min(20).max(200), ...passwordPair })
  .refine(passwordsMatch, mismatch);
export type TResetRequest = z.input<typeof ZResetRequest>;

export const ZChangePasswordRequest = z
  .object({ old_password: z.string().min(1), ...passwordPair })
  .refine(passwordsMatch, mismatch);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** Messages the client shows as they are. */
export const AUTH_MESSAGES = {
  badCredentials: 'NIP/Email atau password salah',
  inactive: 'Akun Anda tidak aktif. Hubungi bagian kepegawaian.',
  pending: 'Akun Anda belum diaktifkan. Tunggu persetujuan admin.',
  throttled: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam {minutes} menit.',
  registered: 'Pendaftaran berhasil. Akun Anda akan aktif setelah disetujui admin.',
  forgotSent:
    'Jika akun ditemukan, tautan untuk mengatur ulang password telah dikirim ke email terdaftar.',
  resetDone: 'Password berhasil diubah. Silakan masuk dengan password baru.',
  resetInvalid: 'Tautan atur ulang password tidak valid atau sudah kedaluwarsa.',
  passwordChanged: 'Password berhasil diubah. Sesi di perangkat lain telah diakhiri.',
  xsrf: 'Sesi halaman telah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
  unauthenticated: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
} as const;
