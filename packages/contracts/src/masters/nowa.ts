/**
 * Nowa: the WhatsApp gateway the system sends notifications through. The token is write-only:
 * rows show only whether one is set (`has_token`), and an update that leaves it blank keeps it.
 */
import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { MASTER_LIMITS, masterListRequest, zBooleanFilter, zIsActive } from './master-fields.ts';

/** The messages the system sends, each with its own editable text (field `template_<key>`). */
export const NOWA_TEMPLATE_LABELS = {
  template_presensi: 'Pengingat presensi',
  template_cuti: 'Pemberitahuan cuti',
  template_kinerja: 'Kontrak dan realisasi kinerja',
  template_umum: 'Pesan umum',
} as const;

/** Placeholders the sender fills in; anything else in braces is a typo the admin should see. */
export const NOWA_PLACEHOLDERS = [
  'nama',
  'nip',
  'tanggal',
  'jam',
  'status',
  'keterangan',
  'tautan',
] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** An Indonesian mobile number as 62…: accepts 0812…, +62 812-…, 62812… and 812…. */
export function normaliseWhatsappNumber(value: string): string {
  const digits = value.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

const zSenderNumber = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform(normaliseWhatsappNumber)
    .pipe(z.string().regex(/^628\d{7,11}$/, 'Nomor WhatsApp ditulis 08…, +62… atau 62…'));

const zTemplate = () =>
  z
    .string()
    .trim()
    .max(MASTER_LIMITS.text)
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((text, ctx) => {
      const allowed: readonly string[] = NOWA_PLACEHOLDERS;
      for (const [, name] of (text ?? '').matchAll(PLACEHOLDER)) {
        if (!allowed.includes(name ?? '')) {
          ctx.addIssue({
            code: 'custom',
            message: `Penanda {${name}} tidak dikenal; gunakan ${NOWA_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
          });
        }
      }
    });

export const ZNowaRow = z.object({
  id: z.number().int(),
  sender_number: z.string(),
  gateway_url: z.string(),
  /** Whether a token is stored; the token itself never leaves the server. */
  has_token: z.boolean(),
  template_presensi: z.string().nullable(),
  template_cuti: z.string().nullable(),
  template_kinerja: z.string().nullable(),
  template_umum: z.string().nullable(),
  is_active: z.boolean(),
});
export type TNowaRow = z.infer<typeof ZNowaRow>;

const nowaFields = {
  sender_number: zSenderNumber(),
  gateway_url: z
    .url({ protocol: /^https$/, error: 'Alamat gateway harus berupa URL https://' })
    .max(500),
  template_presensi: zTemplate(),
  template_cuti: zTemplate(),
  template_kinerja: zTemplate(),
  template_umum: zTemplate(),
  is_active: zIsActive(),
};

export const ZCreateNowaRequest = z.object({
  ...nowaFields,
  token: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCreateNowaRequest = z.input<typeof ZCreateNowaRequest>;
/** As create, but a blank token means "keep the stored one" (the form never sees it). */
export const ZUpdateNowaRequest = z.object({
  ...nowaFields,
  token: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type TUpdateNowaRequest = z.input<typeof ZUpdateNowaRequest>;

export const NOWA_DESCRIPTOR = defineMasterDescriptor(ZNowaRow, {
  fields: [
    { field: 'sender_number', label: 'Nomor Pengirim', sortable: true, exportWidth: 20 },
    { field: 'gateway_url', label: 'URL Gateway', exportWidth: 48 },
    { field: 'has_token', label: 'Token Terisi', format: 'boolean' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sender_number', 'asc']],
});
export const NOWA_SORT_KEYS = NOWA_DESCRIPTOR.sortKeys;
export const NOWA_FILTERS = { is_active: zBooleanFilter() };
export const ZFindNowaRequest = masterListRequest(NOWA_SORT_KEYS, NOWA_FILTERS);
