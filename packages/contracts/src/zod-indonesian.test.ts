import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useIndonesianZodMessages } from './zod-indonesian.ts';

useIndonesianZodMessages();

const ZSample = z.object({
  name: z.string().min(1),
  password: z.string().min(8).max(64),
  email: z.email(),
  age: z.number().int().min(18),
  level: z.enum(['admin', 'user']),
});

describe('Indonesian validation messages', () => {
  it.each([
    ['name', { name: '' }, 'Wajib diisi'],
    ['name', {}, 'Wajib diisi'],
    ['password', { password: 'short' }, 'Minimal 8 karakter'],
    ['password', { password: 'x'.repeat(65) }, 'Maksimal 64 karakter'],
    ['email', { email: 'bukan-email' }, 'Format email tidak valid'],
    ['age', { age: 'tujuh' }, 'Harus berupa angka'],
    ['age', { age: 17 }, 'Minimal 18'],
    ['level', { level: 'root' }, 'Pilihan tidak valid'],
  ])('%s with %j says %s', (field, input, expected) => {
    const result = ZSample.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(expected);
  });
});
