// View Applications at scale (DESIGN.md §6: staff lists stay fast at 100 000 rows). Seeds 100 000
// applications (with their students, profiles, photos and a few courses) into a throwaway SQLite
// database, and into PostgreSQL when TEST_DATABASE_URL is set, then times findApplicants (page 1,
// a middle page, name searches: common, rare, none, and one too short for the trigram index) and
// the Payments desk's student search (findPayableApplications) as p50/p95, interleaved so a noisy
// moment hits every case alike. Informational: asserts nothing (issue 21 asks p95 < 50 ms).
//   npm run bench:applicants                                   # SQLite
//   node scripts/with-postgres.ts npm run bench:applicants     # SQLite, then PostgreSQL
//   BENCH_APPLICATIONS=20000 BENCH_RUNS=21 npm run bench:applicants
// Each dialect runs in its own child process: the app's `db` is opened once, from the environment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';
import { seedApplications, seedCourses } from './bench-seed.ts';
import { percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
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
  const { findPayableApplications } = await import('~/modules/offline-payments/find-payment-desk.server');
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
  const page = (options: Parameters<typeof findApplicants>[0]) => async () => {
    const result = await findApplicants({ page: 1, pageSize, ...options });
    return `${result.total} found, ${result.applications.length} on the page`;
  };
  const desk = (query: string) => async () => `${(await findPayableApplications({ query })).length} listed`;
  const cases: Array<[string, () => Promise<string>]> = [
    ['page 1', page({})],
    [`page ${middle} (middle)`, page({ page: middle })],
    ["name search 'patil'", page({ name: 'patil' })],
    ["name search 'ravi kulkarni 131'", page({ name: 'ravi kulkarni 131' })],
    ['name search, no match', page({ name: 'zzzz' })],
    ["name search 'pa' (too short to index)", page({ name: 'pa' })],
    ["desk search 'kulkarni 131'", desk('kulkarni 131')],
    ["desk search 'bench-4242@'", desk('bench-4242@')],
  ];
  const times = cases.map(() => [] as number[]);
  const found: string[] = [];
  for (const [, run] of cases) found.push(await run()); // warm-up, and a sanity check of what each finds
  // Interleaved: each round runs every case once, so a noisy moment hits all of them alike.
  for (let round = 0; round < RUNS; round++) {
    for (const [index, [, run]] of cases.entries()) {
      const t0 = performance.now();
      await run();
      times[index]!.push(performance.now() - t0);
    }
  }
  console.log(`${kind} (node ${process.version}, ${RUNS} runs each, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
  for (const [index, [label]] of cases.entries()) {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(38)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(7)} ms  ` +
        `(${found[index]})`,
    );
  }
  await db.destroy();
}
