/**
 * The approval workflow every request shares (docs/approval.md): where a request stands, the
 * decisions taken on it, and the body an approver sends.
 */
import { z } from 'zod';
import { zDate } from './bounds.ts';

export const APPROVAL_LEVELS = ['kepegawaian', 'atasan', 'kabag', 'penjabat', 'admin'] as const;
export type TApprovalLevel = (typeof APPROVAL_LEVELS)[number];

/** Indonesian names of the levels, for history lines and badges. */
export const APPROVAL_LEVEL_LABELS: Record<TApprovalLevel, string> = {
  kepegawaian: 'Kepegawaian',
  atasan: 'Atasan Langsung',
  kabag: 'Kepala Bagian',
  penjabat: 'Pejabat Berwenang',
  admin: 'Admin',
};

export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'deferred',
  'withdrawn',
] as const;
export const ZApprovalStatus = z.enum(APPROVAL_STATUSES);
export type TApprovalStatus = z.infer<typeof ZApprovalStatus>;

export const APPROVAL_STATUS_LABELS: Record<TApprovalStatus, string> = {
  pending: 'Menunggu',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  deferred: 'Ditangguhkan',
  withdrawn: 'Dibatalkan',
};

export const APPROVAL_DECISIONS = ['approve', 'reject', 'defer', 'change'] as const;
export const ZApprovalDecision = z.enum(APPROVAL_DECISIONS);
export type TApprovalDecision = z.infer<typeof ZApprovalDecision>;

/** What a history line can record: the decisions plus submission, withdrawal and skipped levels. */
export const APPROVAL_STEP_KINDS = ['submit', ...APPROVAL_DECISIONS, 'withdraw', 'skip'] as const;

export const APPROVAL_STEP_LABELS: Record<(typeof APPROVAL_STEP_KINDS)[number], string> = {
  submit: 'Diajukan',
  approve: 'Disetujui',
  reject: 'Ditolak',
  defer: 'Ditangguhkan',
  change: 'Disetujui dengan perubahan',
  withdraw: 'Ditarik oleh pemohon',
  skip: 'Dilewati (tidak ada pejabat)',
};

export const ZApprovalStep = z.object({
  level: z.string(),
  decision: z.enum(APPROVAL_STEP_KINDS),
  note: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  on_behalf_of: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  details: z.unknown().nullable(),
  decided_at: z.string(),
});
export type TApprovalStep = z.infer<typeof ZApprovalStep>;

/** Where a request stands, as list rows and detail views show it. */
export const ZApprovalState = z.object({
  id: z.number().int(),
  status: ZApprovalStatus,
  current_level: z.enum(APPROVAL_LEVELS).nullable(),
  levels: z.array(z.enum(APPROVAL_LEVELS)),
});
export type TApprovalState = z.infer<typeof ZApprovalState>;

const isoDate = zDate({ message: 'Tanggal tidak valid.' });

/** An approver's decision. 'change' carries the new dates (leave: the atasan changes them). */
export const ZDecisionBody = z.object({
  decision: ZApprovalDecision,
  note: z.string().trim().max(1000, 'Catatan paling banyak 1000 karakter.').nullish(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type TDecisionBody = z.infer<typeof ZDecisionBody>;

/** In-app notifications: the count the menu shows and the list behind it. */
export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** What waits for the caller, per workflow and level. */
export const ZInboxCount = z.object({
  subject_type: z.string(),
  level: z.string(),
  count: z.number().int(),
});
export type TInboxCount = z.infer<typeof ZInboxCount>;

export const ZNotificationCountsResponse = z.object({
  data: z.object({
    unread: z.number().int(),
    inbox: z.array(ZInboxCount),
    /** The caller's own requests still waiting, per workflow and the level they wait at. */
    submitted: z.array(ZInboxCount),
  }),
});
export type TNotificationCountsResponse = z.infer<typeof ZNotificationCountsResponse>;

/**
 * The screen where each workflow's level is decided: the menu shows the waiting count on it.
 * Key: `${subject_type}:${level}`.
 */
/** Where a requester follows their own requests of each workflow. */
export const REQUEST_PATHS: Record<string, string> = {
  cuti: '/user/cuti',
  cuti_pembatalan: '/user/cuti/pembatalan',
  presensi_perubahan: '/user/presensi/perubahan',
  apel_perubahan: '/user/presensi_apel/perubahan',
  senam_perubahan: '/user/presensi_senam/perubahan',
  pola_kerja: '/user/shiftpolakerja',
  lembur: '/user/presensi_lembur',
};

/** What a workflow's requests are called, for lists that mix workflows. */
export const REQUEST_KIND_LABELS: Record<string, string> = {
  cuti: 'Cuti',
  cuti_pembatalan: 'Pembatalan cuti',
  presensi_perubahan: 'Perubahan presensi',
  apel_perubahan: 'Perubahan presensi apel',
  senam_perubahan: 'Perubahan presensi senam',
  pola_kerja: 'Shift & pola kerja',
  lembur: 'Lembur',
};

/**
 * Screens that only list what waits for one approval level: the menu shows each only to
 * people who can hold that level or have something waiting there (docs/organisation.md).
 */
export const APPROVER_SCREENS: Readonly<
  Record<string, 'kepegawaian' | 'atasan' | 'kabag' | 'penjabat'>
> = {
  'user.cuti.konfirm_kepegawaian': 'kepegawaian',
  'user.cuti.konfirm_atasan': 'atasan',
  'user.cuti.konfirm_kabag': 'kabag',
  'user.cuti.konfirm_penjabat': 'penjabat',
};

export const INBOX_PATHS: Record<string, string> = {
  'cuti:kepegawaian': '/user/cuti/konfirm_kepegawaian',
  'cuti:atasan': '/user/cuti/konfirm_atasan',
  'cuti:kabag': '/user/cuti/konfirm_kabag',
  'cuti:penjabat': '/user/cuti/konfirm_penjabat',
  'presensi_perubahan:atasan': '/user/presensi/perubahan',
  'apel_perubahan:atasan': '/user/presensi_apel/perubahan',
  'senam_perubahan:atasan': '/user/presensi_senam/perubahan',
  'pola_kerja:admin': '/admin/master/pola_kerja_pegawai',
  'lembur:atasan': '/user/presensi_lembur',
  'lembur:penjabat': '/user/presensi_lembur',
};
