// Entry of `npm start` and `npm test` on a fresh clone.
// Runs on whatever Node the machine has (Node 20 here) until the pinned Node 24 from the `node`
// package is installed, so it keeps to Node 20 syntax and built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const command = process.argv[2];

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status === null ? 1 : result.status);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

// Install when node_modules is missing or older than the lockfile.
const installedMarker = join(root, 'node_modules', '.package-lock.json');
const lockfile = join(root, 'package-lock.json');
if (!existsSync(installedMarker) || statSync(lockfile).mtimeMs > statSync(installedMarker).mtimeMs) {
  console.log('Installing dependencies…');
  // `npm install`, not `npm ci`: npm ci rejects this lockfile over optional platform packages
  // (tailwind's oxide builds for other systems) that the lockfile rightly leaves out.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

if (command === 'start') {
  // Build when any source is newer than the last build.
  const sources = ['app', 'server', 'db', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
  const builtAt = newestMtime(join(root, 'build', 'server'));
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt === 0 || changedAt > builtAt) {
    console.log('Building…');
    run('npm', ['run', '-s', 'build']);
  }
  run('npm', ['run', '-s', 'serve']);
} else if (command === 'test') {
  run('npm', ['run', '-s', 'test:all']);
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
