import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo, projects that never see each other's files:
// - server (and server-isolated): API and contract tests in Node; each file gets a fresh
//   database cloned from a template that global-setup migrates once per run.
// - web: React components in jsdom, talking to a fetch stubbed at the network boundary; no
//   database, so it must not wait for the server's global setup.

/**
 * Files with a module graph of their own: one replaces a module with vi.mock; the fuzz walk
 * builds thousands of requests and is kept apart from what earlier files left in the heap.
 */
const ISOLATED = [
  'apps/server/src/modules/shift-pattern/shift-pattern.test.ts',
  'apps/server/src/http/fuzz.test.ts',
];

const SERVER = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Vitest's default on two cores is one worker, which leaves a core idle while a file waits
  // on argon2, timers or PostgreSQL; three keep both busy (docs/testing.md).
  maxWorkers: 3,
  sequence: { groupOrder: 0 },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...SERVER,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          exclude: ISOLATED,
          // A worker keeps its imported modules from file to file: importing the app was a
          // third of the suite's time. Each file still gets its own database and app.
          isolate: false,
        },
      },
      {
        test: { ...SERVER, name: 'server-isolated', include: ISOLATED },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
          // After the server's files, one at a time: the component tests wait on rendering
          // with short timeouts that a core shared with three server workers can miss.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
