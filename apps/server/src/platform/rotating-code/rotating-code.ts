/**
 * Rotating codes (docs/apel-senam.md "The rotating code"): a six-digit code that changes every
 * `stepSeconds`, signed by the server with an HMAC over the subject (e.g. 'ceremony:12') and
 * the time step, after RFC 6238 (TOTP) with SHA-256 and the subject bound into the message.
 *
 * A code is accepted for its own step and the one before it, so a code read off a screen just
 * before it changed still counts (clock skew, the time to type it). A code that matches an
 * older step of the last `expiredLookbackSteps` is 'expired'; anything else is 'invalid'
 * (forged, mistyped, or another session's code). Pure: the key and the instant are passed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_STEP_SECONDS = 30;
/** How far back a code is recognised as once valid (and so "expired"), in steps: 10 minutes. */
export const EXPIRED_LOOKBACK_STEPS = 20;
export const CODE_DIGITS = 6;

export interface RotatingCodeOptions {
  /** The server's secret (never sent out). */
  key: string | Buffer;
  /** What the code is for: one session, one meeting. */
  subject: string;
  stepSeconds?: number;
}

export type CodeCheck = 'valid' | 'expired' | 'invalid';

/** The time step of an instant. */
export function stepOf(at: Date, stepSeconds = DEFAULT_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** The code of one step. */
export function codeForStep(options: RotatingCodeOptions, step: number): string {
  const mac = createHmac('sha256', options.key).update(`${options.subject}|${step}`).digest();
  // RFC 4226 dynamic truncation.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, '0');
}

export interface CurrentCode {
  code: string;
  step: number;
  /** When this code stops being the current one (it is still accepted one step longer). */
  changesAt: Date;
  stepSeconds: number;
}

/** The code to show now. */
export function currentCode(options: RotatingCodeOptions, now: Date): CurrentCode {
  const stepSeconds = options.stepSeconds ?? DEFAULT_STEP_SECONDS;
  const step = stepOf(now, stepSeconds);
  return {
    code: codeForStep(options, step),
    step,
    changesAt: new Date((step + 1) * stepSeconds * 1000),
    stepSeconds,
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The digits of what a person typed or a scanner read ('SIKERJA:apel:12:123456' → '123456'). */
export function normaliseCode(input: string): string | null {
  const match = /(\d{6})\s*$/.exec(input.trim());
  return match?.[1] ?? null;
}

/** Checks a code at an instant: the current or the previous step is valid. */
export function checkCode(options: RotatingCodeOptions, input: string, now: Date): CodeCheck {
  const code = normaliseCode(input);
  if (!code) return 'invalid';
  const stepSeconds = options.stepSeconds ?? DEFAULT_STEP_SECONDS;
  const step = stepOf(now, stepSeconds);
  if (same(codeForStep(options, step), code) || same(codeForStep(options, step - 1), code)) {
    return 'valid';
  }
  for (let back = 2; back <= EXPIRED_LOOKBACK_STEPS; back++) {
    if (same(codeForStep(options, step - back), code)) return 'expired';
  }
  return 'invalid';
}
