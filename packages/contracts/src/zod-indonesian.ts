import { z } from 'zod';

/**
 * Indonesian validation messages shared by the API and the web forms, so a field
 * says the same thing on both sides. Falls back to zod's own Indonesian locale.
 */
const fallback = z.locales.id().localeError;

type Issue = Parameters<NonNullable<z.core.$ZodErrorMap>>[0];

function sizeMessage(issue: Issue, bound: 'min' | 'max'): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const limit = bound === 'min' ? issue.minimum : issue.maximum;
  const n = Number(limit);
  switch (issue.origin) {
    case 'string':
      return bound === 'min'
        ? n === 1
          ? 'Wajib diisi'
          : `Minimal ${n} karakter`
        : `Maksimal ${n} karakter`;
    case 'number':
    case 'int':
    case 'bigint':
      return bound === 'min' ? `Minimal ${n}` : `Maksimal ${n}`;
    case 'array':
    case 'set':
      return bound === 'min' ? `Pilih minimal ${n}` : `Maksimal ${n} pilihan`;
    default:
      return undefined;
  }
}

export const indonesianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Wajib diisi';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Harus berupa angka';
      if (issue.expected === 'boolean') return 'Harus ya atau tidak';
      if (issue.expected === 'date') return 'Tanggal tidak valid';
      return 'Format tidak valid';
    case 'too_small':
      if (issue.origin === 'string' && issue.input === '') return 'Wajib diisi';
      return sizeMessage(issue, 'min') ?? fallback(issue);
    case 'too_big':
      return sizeMessage(issue, 'max') ?? fallback(issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'Format email tidak valid';
      if (issue.format === 'url') return 'Alamat URL tidak valid';
      if (issue.format === 'date') return 'Tanggal tidak valid (format YYYY-MM-DD)';
      if (issue.format === 'datetime') return 'Waktu tidak valid';
      return 'Format tidak valid';
    case 'invalid_value':
      return 'Pilihan tidak valid';
    case 'unrecognized_keys':
      return `Isian tidak dikenal: ${issue.keys.join(', ')}`;
    default:
      return fallback(issue);
  }
};

let configured = false;

/** Installs the Indonesian messages on zod's global config; safe to call more than once. */
export function useIndonesianZodMessages(): void {
  if (configured) return;
  z.config({ customError: indonesianErrorMap });
  configured = true;
}
