/** The rotating code: current and previous step valid, older steps expired, anything else invalid. */
import { describe, expect, it } from 'vitest';
import { checkCode, codeForStep, currentCode, normaliseCode, stepOf } from './rotating-code.ts';

const options = { key: 'kunci-rahasia-uji', subject: 'ceremony:7' };
const at = (iso: string) => new Date(iso);
const T0 = at('2026-03-02T00:10:00.000Z'); // a step boundary (30 s)

describe('rotating code', () => {
  it('changes every 30 seconds and is six digits', () => {
    const now = currentCode(options, T0);
    expect(now.code).toMatch(/^\d{6}$/);
    expect(now.changesAt.toISOString()).toBe('2026-03-02T00:10:30.000Z');
    expect(currentCode(options, at('2026-03-02T00:10:29.999Z')).code).toBe(now.code);
    expect(currentCode(options, at('2026-03-02T00:10:30.000Z')).code).not.toBe(now.code);
  });

  it('depends on the key and the subject', () => {
    const step = stepOf(T0);
    expect(codeForStep({ ...options, key: 'lain' }, step)).not.toBe(codeForStep(options, step));
    expect(codeForStep({ ...options, subject: 'ceremony:8' }, step)).not.toBe(
      codeForStep(options, step),
    );
  });

  const step = stepOf(T0);
  it.each([
    ['the current step', 0, 'valid'],
    ['the previous step (clock skew)', -1, 'valid'],
    ['two steps back (60 s)', -2, 'expired'],
    ['ten minutes back', -20, 'expired'],
    ['more than ten minutes back', -21, 'invalid'],
    ['the next step (not yet shown)', 1, 'invalid'],
  ])('a code of %s is %s', (_what, offset, verdict) => {
    expect(checkCode(options, codeForStep(options, step + offset), T0)).toBe(verdict);
  });

  it.each([
    ['another session’s code', codeForStep({ ...options, subject: 'ceremony:8' }, step)],
    ['a code signed with another key', codeForStep({ ...options, key: 'palsu' }, step)],
    ['letters', 'abcdef'],
    ['too short', '12345'],
    ['empty', ''],
  ])('refuses %s as invalid', (_what, code) => {
    expect(checkCode(options, code, T0)).toBe('invalid');
  });

  it('reads the code from the QR payload or typed with spaces', () => {
    expect(normaliseCode('SIKERJA:apel:7:123456')).toBe('123456');
    expect(normaliseCode(' 654321 ')).toBe('654321');
    expect(normaliseCode('SIKERJA:apel:7:')).toBeNull();
  });
});
