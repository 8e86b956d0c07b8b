import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeeds } from './db/seed/index.ts';
import { readConfigOrExit } from './read-config.ts';

const config = readConfigOrExit();
const database = await openDatabase(config);
await runMigrations(database);
const seeded = await runSeeds(database, config);
const app = await buildApp(config, { database });
app.addHook('onClose', async () => {
  await database.close();
});
app.log.info({ database: database.kind, seed: seeded }, 'database ready');

// SIGTERM/SIGINT: stop accepting, let running requests finish, close the database.
// An uncaught error: log it with the requests under way (one of them caused it), close, and
// exit non-zero so the supervisor (docs/operations.md) starts the server again.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.fatal({ err, inFlight: app.inFlight() }, 'crashed; shutting down');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const where =
  database.kind === 'pglite' ? `PGlite di ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
app.log.info(`Sikerja siap di ${config.appUrl} — basis data: ${where}`);
