import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrationLevel, runMigrations } from './migrate.ts';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const level = await migrationLevel(database.db);
  console.log(`Migrated ${database.kind}: ${level.applied}/${level.expected} (${level.latest})`);
} finally {
  await database.close();
}
