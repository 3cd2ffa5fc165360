// `npm test`: typecheck and lint (at once), unit suites, database suites on SQLite and PostgreSQL,
// then the browser suites on both databases. Starts a throwaway PostgreSQL unless TEST_DATABASE_URL is given. With CI=true a
// suite that cannot run (no PostgreSQL, no Chromium) fails the run instead of being skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/setup/throwaway-postgres.ts';

const isCI = process.env.CI === 'true';
const env = { ...process.env };
const failures: string[] = [];
const skipped: string[] = [];

function step(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) failures.push(name);
}

/** Runs quick checks side by side, each printing its output when it ends (no interleaving). */
async function checksAtOnce(checks: Array<[name: string, command: string, args: string[]]>) {
  console.log(`\n▶ ${checks.map(([name]) => name).join(' + ')}`);
  await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise<void>((resolve) => {
          const child = spawn(command, args, { env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n── ${name}: ${status === 0 ? 'passed' : 'FAILED'}${output.trim() ? `\n${output.trim()}` : ''}`);
            if (status !== 0) failures.push(name);
            resolve();
          });
        }),
    ),
  );
}

function cannotRun(name: string, reason: string) {
  if (isCI) failures.push(`${name} (${reason})`);
  else skipped.push(`${name} (${reason})`);
  console.error(`✗ ${name} cannot run: ${reason}`);
}

let postgres: ThrowawayPostgres | undefined;
if (!env.TEST_DATABASE_URL) {
  try {
    postgres = await startThrowawayPostgres();
    env.TEST_DATABASE_URL = postgres.url;
  } catch (error) {
    cannotRun('PostgreSQL suites', (error as Error).message.split('\n')[0]!);
  }
}

await checksAtOnce([
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint (ESLint, cycles, Prettier)', 'npm', ['run', '-s', 'lint']],
]);

try {
  const projects = ['unit', 'sqlite', ...(env.TEST_DATABASE_URL ? ['postgres'] : [])];
  step(`vitest (${projects.join(', ')})`, 'vitest', ['run', ...projects.flatMap((p) => ['--project', p])]);

  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    cannotRun('browser suites', `no Chromium at ${chromium}`);
  } else {
    step('build', 'npm', ['run', '-s', 'build']);
    step('playwright', 'playwright', ['test'], env.TEST_DATABASE_URL ? {} : { E2E_SQLITE_ONLY: 'true' });
  }
} finally {
  await postgres?.stop();
}

if (skipped.length) console.warn(`\nSkipped (allowed outside CI only):\n  ${skipped.join('\n  ')}`);
if (failures.length) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll suites passed.');
