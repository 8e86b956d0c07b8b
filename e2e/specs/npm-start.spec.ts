import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// The README's `npm start`, on the build the suite already made: it must not build again, and
// SIGTERM to the npm process must free the port (npm does not pass the signal on by itself).
test('npm start skips an up-to-date build, and SIGTERM to npm stops the server', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sikerja-npm-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // Its own process group, so a failed check can stop npm and everything under it.
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  npm.stdout?.on('data', (c) => {
    output += String(c);
  });
  npm.stderr?.on('data', (c) => {
    output += String(c);
  });
  try {
    assert.ok(await until(() => healthy(port), 120_000), `not healthy:\n${output}`);
    assert.match(output, /build is up to date/);
    assert.match(output, /Sikerja siap di http:\/\/localhost:\d+/);
    npm.kill('SIGTERM');
    assert.ok(await until(async () => !(await healthy(port)), 20_000), 'still serving');
    assert.ok(
      await until(async () => /shutting down/.test(output), 5000),
      `no clean shutdown:\n${output}`,
    );
  } finally {
    try {
      if (npm.pid) process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
