import type { Database } from '../client.ts';
import { isEmptyDatabase, seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

export interface SeedResult {
  demo: 'seeded' | 'skipped-disabled' | 'skipped-not-empty';
  users?: number;
}

/** Reference data always; demo data only when enabled and the database has no users. */
export async function runSeeds(
  database: Database,
  options: { timeZone: string; seedDemo: boolean },
): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    await seedReference(tx, options);
    if (!options.seedDemo) return { demo: 'skipped-disabled' };
    if (!(await isEmptyDatabase(tx))) return { demo: 'skipped-not-empty' };
    const { users } = await seedDemo(tx);
    return { demo: 'seeded', users };
  });
}
