import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RunningApp, startBuiltApp } from './lib/server.ts';

/**
 * Runs every spec (or those named on the command line, e.g. `npm run test:e2e -- shell`) with
 * node's test runner against the built app.
 *
 * Two lanes, each with its own app and database, take specs from one queue: a browser test
 * spends most of its time waiting on the page, so on a 2-core machine two lanes finish the
 * suite in well under the time of one (docs/testing.md). Each spec's output is printed whole
 * when it ends, so two lanes never interleave lines. `E2E_LANES=1` runs one lane.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const specs = readdirSync(new URL('./specs', import.meta.url))
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .map((f) => `specs/${f}`)
  // Longest first (by size, a fair proxy for the number of steps): the last spec to start is
  // a short one, so the lanes end close together.
  .sort(
    (a, b) =>
      statSync(new URL(b, `file://${here}`)).size - statSync(new URL(a, `file://${here}`)).size,
  );

const requestedLanes = Number(process.env.E2E_LANES ?? 2);
const laneCount = Math.max(
  1,
  Math.min(Number.isInteger(requestedLanes) ? requestedLanes : 2, specs.length),
);

function runSpec(spec: string, app: RunningApp): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', spec], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_BASE_URL: app.baseUrl },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (exitCode) =>
      resolve({ code: exitCode ?? 1, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

const queue = [...specs];
const failed: string[] = [];
const started = Date.now();

async function lane(index: number): Promise<void> {
  const app = await startBuiltApp();
  try {
    for (let spec = queue.shift(); spec !== undefined; spec = queue.shift()) {
      const began = Date.now();
      const { code, output } = await runSpec(spec, app);
      const seconds = Math.round((Date.now() - began) / 1000);
      process.stdout.write(
        `\n# ── ${spec} (lane ${index + 1}, ${seconds} s): ${code === 0 ? 'passed' : 'FAILED'}\n${output}`,
      );
      if (code !== 0) failed.push(spec);
    }
  } finally {
    await app.stop();
  }
}

const results = await Promise.allSettled(Array.from({ length: laneCount }, (_, i) => lane(i)));
for (const result of results) {
  if (result.status === 'rejected') {
    console.error(result.reason);
    failed.push('(a lane could not start its app)');
  }
}
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `\n# ${specs.length} specs in ${laneCount} lane(s), ${total} s; ${failed.length === 0 ? 'all passed' : `failed: ${failed.join(', ')}`}`,
);
process.exit(failed.length === 0 && specs.length > 0 ? 0 : 1);
