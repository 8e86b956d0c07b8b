import { PERMISSIONS } from '@sikerja/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { fuzzOperations, operationsOf } from '../../test/fuzz.ts';
import { institutionSettings } from '../db/schema/settings.ts';

// A fixed seed keeps the walk the same on every run; FUZZ_RUNS=10 (or more) walks deeper.
const SEED = 20261126;
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

describe('every operation under hostile input', () => {
  const ctx = useTestApp({ demo: true, config: { loginSlowdownMs: 0 } });

  it('answers no 5xx, and every 422 names a field in Indonesian, as admin and as a guest', async () => {
    const ops = operationsOf(ctx.app.swagger());
    expect(ops.length).toBeGreaterThan(200);
    const admin = await buildUser(ctx.app.db, { level: 'admin', permissions: [...PERMISSIONS] });
    const asAdmin = await fuzzOperations(ctx.app, ops, {
      credentials: { login: admin.email ?? '', password: TEST_PASSWORD },
      seed: SEED,
      runs: RUNS,
    });
    // A plausible body may have switched maintenance mode on; the guest walk wants it off.
    await ctx.app.db.update(institutionSettings).set({ maintenanceEnabled: false });
    const asGuest = await fuzzOperations(ctx.app, ops, { credentials: null, seed: SEED, runs: 1 });
    expect([...asAdmin, ...asGuest]).toEqual([]);
    const health = await ctx.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
