import { zonedDate } from '../../lib/time.ts';
import type { Database } from '../client.ts';
import { isEmptyDatabase, seedDemo } from './demo.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedReference } from './reference.ts';

export interface SeedResult {
  demo: 'seeded' | 'skipped-disabled' | 'skipped-not-empty';
  users?: number;
}

export interface SeedOptions {
  timeZone: string;
  seedDemo: boolean;
  /**
   * With the demo accounts, also their past (demo-history.ts): filled masters, profiles, three
   * months of attendance, requests. On unless turned off; the test suite's template turns it off.
   */
  demoHistory?: boolean;
  /** The day the history runs up to (excluded); today on the institution's clock by default. */
  today?: string;
}

/** Reference data always; demo data only when enabled and the database has no users. */
export async function runSeeds(database: Database, options: SeedOptions): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    await seedReference(tx, options);
    if (!options.seedDemo) return { demo: 'skipped-disabled' };
    if (!(await isEmptyDatabase(tx))) return { demo: 'skipped-not-empty' };
    const { users } = await seedDemo(tx);
    if (options.demoHistory !== false) {
      await seedDemoHistory(tx, options.today ?? zonedDate(new Date(), options.timeZone));
    }
    return { demo: 'seeded', users };
  });
}
