// `npm test`: typecheck, lint, the message catalogues and the production build side by side (then, on that build, the
// JavaScript budget of public pages), then the unit and database suites (SQLite and PostgreSQL,
// one vitest run), then the browser suites (playwright.config.ts).
// Starts a throwaway PostgreSQL unless TEST_DATABASE_URL is given. With CI=true a suite that cannot
// run (no PostgreSQL, no Chromium) fails the run instead of being skipped. Ends with one line,
// `N passed, N failed` (`, N skipped`), summing every layer: each check counts as one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/setup/throwaway-postgres.ts';
import { CHROMIUM_PATH } from '../tests/setup/chromium.ts';

const isCI = process.env.CI === 'true';
const env = { ...process.env };
const failures: string[] = [];
const cannotRunReasons: string[] = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const reports = mkdtempSync(join(tmpdir(), 'institute-test-reports-'));
const started = Date.now();
const stages: string[] = [];

function timed<T>(name: string, run: () => T): T {
  const from = Date.now();
  const result = run();
  const done = () => stages.push(`${name} ${((Date.now() - from) / 1000).toFixed(0)} s`);
  if (result instanceof Promise) void result.then(done, done);
  else done();
  return result;
}

/** Runs a test runner in the foreground; `count` reads its report afterwards. */
function suite(
  name: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string>,
  count: () => { passed: number; failed: number; skipped: number },
) {
  console.log(`\n▶ ${name}`);
  const result = timed(name, () => spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }));
  let tally = { passed: 0, failed: 0, skipped: 0 };
  try {
    tally = count();
  } catch {
    // No report: the runner did not get as far as running tests. Counted as one failure below.
  }
  counts.passed += tally.passed;
  counts.failed += tally.failed;
  counts.skipped += tally.skipped;
  if (result.status !== 0) {
    failures.push(name);
    if (tally.failed === 0) counts.failed += 1;
  }
}

/** Runs checks side by side, each printing its output when it ends (no interleaving). */
async function checksAtOnce(checks: Array<[name: string, command: string, args: string[]]>) {
  console.log(`\n▶ ${checks.map(([name]) => name).join(' + ')}`);
  await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise<void>((resolve) => {
          const from = Date.now();
          const child = spawn(command, args, { env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - from) / 1000).toFixed(0);
            stages.push(`${name} ${seconds} s`);
            console.log(`\n── ${name}: ${status === 0 ? 'passed' : 'FAILED'} (${seconds} s)${output.trim() ? `\n${output.trim()}` : ''}`);
            if (status === 0) counts.passed += 1;
            else {
              counts.failed += 1;
              failures.push(name);
            }
            resolve();
          });
        }),
    ),
  );
}

function cannotRun(name: string, reason: string) {
  console.error(`✗ ${name} cannot run: ${reason}`);
  if (isCI) {
    failures.push(`${name} (${reason})`);
    counts.failed += 1;
  } else {
    cannotRunReasons.push(`${name} (${reason})`);
    counts.skipped += 1;
  }
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
const vitestCount = (file: string) => () => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
const playwrightCount = (file: string) => () => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  // retries are 0 (playwright.config.ts), so no test is "flaky": one that failed once failed.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
};

let postgres: ThrowawayPostgres | undefined;
if (!env.TEST_DATABASE_URL) {
  try {
    postgres = await timed('PostgreSQL start', () => startThrowawayPostgres());
    env.TEST_DATABASE_URL = postgres.url;
  } catch (error) {
    cannotRun('PostgreSQL suites', (error as Error).message.split('\n')[0]!);
  }
}

const browsers = existsSync(CHROMIUM_PATH);
try {
  // The build is for the deployment suite (vitest's deploy project) and the browser suites; it runs
  // beside the checks, which leave a core idle. The JavaScript budget of public pages (decision 010)
  // is measured on that build as soon as it is made, still beside the checks: a page over it fails
  // the run like a failing test.
  env.PERF_BUILD_DIR ??= env.BUILD_DIR ?? 'build';
  await Promise.all([
    checksAtOnce([
      ['typecheck', 'npm', ['run', '-s', 'typecheck']],
      ['lint (ESLint, cycles, Prettier)', 'npm', ['run', '-s', 'lint']],
      ['message catalogues (npm run check:catalogues)', 'npm', ['run', '-s', 'check:catalogues']],
    ]),
    checksAtOnce([['build', 'npm', ['run', '-s', 'build']]]).then(() =>
      failures.includes('build') ? undefined : checksAtOnce([['JavaScript budget (npm run js-size)', 'npm', ['run', '-s', 'js-size']]]),
    ),
  ]);

  const projects = ['unit', 'sqlite', ...(env.TEST_DATABASE_URL ? ['postgres'] : []), 'deploy'];
  const vitestReport = join(reports, 'vitest.json');
  suite(
    `vitest (${projects.join(', ')})`,
    'vitest',
    ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    {},
    vitestCount(vitestReport),
  );

  if (!browsers) cannotRun('browser suites', `no Chromium at ${CHROMIUM_PATH}`);
  else if (!failures.includes('build')) {
    const playwrightReport = join(reports, 'playwright.json');
    suite(
      'playwright',
      'playwright',
      ['test', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, ...(env.TEST_DATABASE_URL ? {} : { E2E_SQLITE_ONLY: 'true' }) },
      playwrightCount(playwrightReport),
    );
  }
} finally {
  await postgres?.stop();
  rmSync(reports, { recursive: true, force: true });
}

console.log(`\nStages: ${stages.join(', ')}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (cannotRunReasons.length) console.warn(`Skipped (allowed outside CI only):\n  ${cannotRunReasons.join('\n  ')}`);
if (failures.length) console.error(`FAILED:\n  ${failures.join('\n  ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
