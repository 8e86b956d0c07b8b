import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo, two projects that never see each other's files:
// - server: API and contract tests in Node; each file gets a fresh database cloned from a
//   template that global-setup migrates once per run.
// - web: React components in jsdom, talking to a fetch stubbed at the network boundary; no
//   database, so it must not wait for the server's global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
