import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startBuiltApp } from './lib/server.ts';

// Starts the built app once, then runs every spec (or those named on the command line, e.g.
// `npm run test:e2e -- shell`) with node's test runner against it.
const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const specs = readdirSync(new URL('./specs', import.meta.url))
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .map((f) => `specs/${f}`);

const app = await startBuiltApp();
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs],
      { cwd: here, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: app.baseUrl } },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await app.stop();
}
process.exit(code);
