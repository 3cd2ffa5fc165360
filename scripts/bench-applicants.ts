// View Applications at scale (DESIGN.md §6: staff lists stay fast at 100 000 rows). Seeds 100 000
// applications (with their students, profiles, photos and a few courses) into a throwaway SQLite
// database, and into PostgreSQL when TEST_DATABASE_URL is set, then prints the median time of
// findApplicants for page 1, a middle page and a name search. Informational: asserts nothing.
//   node --import ./scripts/register-app-imports.ts scripts/bench-applicants.ts
//   node scripts/with-postgres.ts node --import ./scripts/register-app-imports.ts scripts/bench-applicants.ts
//   BENCH_APPLICATIONS=20000 BENCH_RUNS=21 …
// Each dialect runs in its own child process: the app's `db` is opened once, from the environment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';
import { seedApplications, seedCourses } from './bench-seed.ts';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const child = process.argv[2] === '--child';

if (!child) {
  const kinds = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  for (const kind of kinds) {
    const dir = mkdtempSync(join(tmpdir(), `bench-applicants-${kind}-`));
    const pgName = `bench_applicants_${process.pid}`;
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName) : `file:${join(dir, 'bench.db')}`;
    try {
      const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' };
      const result = spawnSync(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/bench-applicants.ts', '--child', kind], {
        env,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exitCode = result.status ?? 1;
    } finally {
      if (kind === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
      rmSync(dir, { recursive: true, force: true });
    }
  }
} else {
  await runBenchmark(process.argv[3] ?? 'sqlite');
}

async function runBenchmark(kind: string) {
  const { db, dialect } = await import('~/db/db.server');
  const { migrateToLatest } = await import('../db/migrate.ts');
  const { findApplicants } = await import('~/modules/applications/find-applicants.server');
  await migrateToLatest(db);

  const started = performance.now();
  // Six courses (the last without a fee); a third accepted; paid 0 to ₹30,000 in steps of ₹10,000.
  const now = Date.now();
  const courses = await seedCourses(db, { count: 6, feePaise: (i) => (i === 5 ? null : 3_000_000 + i * 500_000), now });
  await seedApplications(db, dialect, {
    count: COUNT,
    courses,
    now,
    status: (i) => (i % 3 === 0 ? 'Accepted' : 'Pending'),
    feesPaidPaise: (i) => (i % 4) * 1_000_000,
    profiles: true,
  });
  console.log(`${kind}: seeded ${COUNT.toLocaleString('en-IN')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const pageSize = 20;
  const middle = Math.ceil(COUNT / pageSize / 2);
  const cases: Array<[string, Parameters<typeof findApplicants>[0]]> = [
    ['page 1', { page: 1, pageSize }],
    [`page ${middle} (middle)`, { page: middle, pageSize }],
    ["name search 'patil'", { page: 1, pageSize, name: 'patil' }],
    ["name search 'ravi kulkarni 131'", { page: 1, pageSize, name: 'ravi kulkarni 131' }],
    ['name search, no match', { page: 1, pageSize, name: 'zzzz' }],
  ];
  for (const [label, options] of cases) {
    const result = await findApplicants(options); // warm-up, and a sanity check of what it finds
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await findApplicants(options);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `${kind}: ${label.padEnd(34)} median ${median.toFixed(1).padStart(7)} ms  (min ` +
        `${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}; ${result.total} found, ` +
        `${result.applications.length} on the page)`,
    );
  }
  await db.destroy();
}
