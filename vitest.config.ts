import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo. Server tests each get a fresh database
// cloned from a template that global-setup migrates once per run.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
