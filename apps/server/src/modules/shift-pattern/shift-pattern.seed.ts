/**
 * Demo shifts and work patterns, so the Shift & Pola Kerja screens have something to show.
 * Demo data only: shifts and rotations are each institution's own (the reference seed adds none).
 */
import type { DbOrTx } from '../../db/client.ts';
import { workPatterns } from '../../db/schema/attendance.ts';
import { shifts } from '../../db/schema/masters-attendance.ts';

export const DEMO_SHIFTS = [
  { code: 'P', name: 'Pagi', startTime: '07:00', endTime: '15:00', crossesMidnight: false },
  { code: 'S', name: 'Siang', startTime: '15:00', endTime: '23:00', crossesMidnight: false },
  { code: 'M', name: 'Malam', startTime: '23:00', endTime: '07:00', crossesMidnight: true },
] as const;

export const DEMO_PATTERNS = [
  {
    code: 'ROT8',
    name: 'Rotasi 8 hari',
    cycle: ['P', 'P', 'S', 'S', 'M', 'M', 'L', 'L'],
    description: 'Dua pagi, dua siang, dua malam, dua libur (unit operasional 24 jam).',
  },
  {
    code: 'PAGI5',
    name: 'Pagi lima hari',
    cycle: ['P', 'P', 'P', 'P', 'P', 'L', 'L'],
    description: 'Shift pagi lima hari, libur dua hari.',
  },
];

/** Adds the demo shifts and patterns that are missing (by code). */
export async function seedDemoShiftPatterns(tx: DbOrTx): Promise<void> {
  await tx
    .insert(shifts)
    .values(DEMO_SHIFTS.map((s) => ({ ...s })))
    .onConflictDoNothing({ target: shifts.code });
  await tx
    .insert(workPatterns)
    .values(DEMO_PATTERNS)
    .onConflictDoNothing({ target: workPatterns.code });
}
