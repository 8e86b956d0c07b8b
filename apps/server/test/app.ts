import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

/**
 * Configuration for tests: quiet logs, no demo data, no built web app, no background job
 * timers (a test ticks `app.jobs` itself) unless asked.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    logFormat: 'json',
    seedDemo: false,
    webDistDir: '/nonexistent',
    runJobs: false,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Seed the demo institution (40 staff, the seven demo accounts) into the fresh database. */
  demo?: boolean;
  /** Runs before app.ready(), e.g. to register routes that only tests need. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** Builds the app on a fresh database cloned from the template. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase({ demo: options.demo });
  const app = await buildApp(testConfig(options.config), { database });
  app.addHook('onClose', () => database.close());
  await options.beforeReady?.(app);
  await app.ready();
  return { app, database };
}

/**
 * One app and database per test file: built in beforeAll, closed in afterAll. The returned
 * object is filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(options));
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
