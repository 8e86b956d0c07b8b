// `npm start`: check the configuration, build what changed, then serve, in this one process.
//
// The server runs inside this process rather than as a grandchild of npm, so the process npm
// started is the one that owns the port, and SIGTERM to it or to npm stops the server cleanly.
// The build runs only when a source is newer than its output.
// Timings on this machine kind: README "The two commands".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = join(ROOT, 'apps/server');

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time under a path (a file or a folder, skipping dependencies). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const SOURCES = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/migrations',
  'apps/server/scripts',
].map((p) => join(ROOT, p));
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((p) => join(ROOT, p));

// package.json "engines": older Node versions lack what the server and the build use.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Sikerja needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const built = Math.min(...OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (built === 0 || Math.max(...SOURCES.map(newest)) > built) {
  // A bad variable fails now, not after the build. (Without a build the server checks the same
  // configuration as it starts, with the same one line, so this 1 s step is skipped then.)
  run(process.execPath, ['--import', 'tsx', 'src/check-config.ts'], SERVER_DIR);
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
} else {
  console.log('Sikerja: build is up to date; starting.');
}

// npm does not pass a SIGTERM sent to it on to this process; when it dies, this process is
// handed to another parent. Then stop as if the signal had come here (the server's own
// handler closes gracefully), so `kill <pid of npm start>` does not leave the port taken.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

// The server reads .env and DATA_DIR relative to its own folder, as before.
process.chdir(SERVER_DIR);
await import(pathToFileURL(join(SERVER_DIR, 'dist/main.js')).href);
