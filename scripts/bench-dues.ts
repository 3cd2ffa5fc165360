// `npm run bench:dues`: the Dues page at scale (issue 11: fast at 100 000 applications). Seeds
// 100 000 applications (students, ten courses: eight with instalment plans, one without a plan,
// one without a fee; paid amounts from nothing to everything) into a throwaway SQLite database,
// and into PostgreSQL when TEST_DATABASE_URL is set, then times findDues — the first page, a
// filtered page (one course, overdue only), a deep page, and the first page sorted by name — as
// p50/p95 beside a baseline measured in the same run, interleaved with them: the first page of
// View Applications (findApplicants), the staff list DESIGN.md §6 already holds to be fast.
// Informational: asserts nothing (issue 21 asks p95 < 50 ms for the page sorted by name).
//   npm run bench:dues                                   # SQLite
//   node scripts/with-postgres.ts npm run bench:dues     # SQLite, then PostgreSQL
//   BENCH_APPLICATIONS=20000 BENCH_RUNS=21 npm run bench:dues
// Each dialect runs in its own child process: the app's `db` is opened once, from the environment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB, Dialect } from '~/db/db.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';
import { seedApplications, seedCourses } from './bench-seed.ts';
import { percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 31);
const child = process.argv[2] === '--child';

if (!child) {
  const kinds = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  for (const kind of kinds) {
    const dir = mkdtempSync(join(tmpdir(), `bench-dues-${kind}-`));
    const pgName = `bench_dues_${process.pid}`;
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName) : `file:${join(dir, 'bench.db')}`;
    try {
      const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' };
      const result = spawnSync(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/bench-dues.ts', '--child', kind], {
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
  const { findDues } = await import('~/modules/dues/find-dues.server');
  const { findApplicants } = await import('~/modules/applications/find-applicants.server');
  await migrateToLatest(db);

  const started = performance.now();
  const courseIds = await seed(db, dialect, COUNT);
  console.log(`${kind}: seeded ${COUNT.toLocaleString('en-IN')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const now = Date.parse('2026-09-02T06:30:00Z');
  const perPage = 20;
  const { total } = await findDues({ now, perPage });
  const deep = Math.ceil(total / perPage / 2);
  const cases: Array<[string, () => Promise<{ total: number }>]> = [
    ['baseline: View Applications page 1', () => findApplicants({ page: 1, pageSize: perPage })],
    ['dues page 1 (most overdue first)', () => findDues({ now, perPage })],
    ['dues filtered (course, overdue only)', () => findDues({ now, perPage, course: courseIds[0], overdue: true })],
    [`dues page ${deep} (deep, by balance)`, () => findDues({ now, perPage, page: deep, sort: 'balance' })],
    ['dues page 1 by student name', () => findDues({ now, perPage, sort: 'name' })],
  ];
  const times = cases.map(() => [] as number[]);
  const found = await Promise.all(cases.map(([, run]) => run())); // warm-up, and what each finds
  // Interleaved: each round runs every case once, so a noisy moment hits all of them alike.
  for (let round = 0; round < RUNS; round++) {
    for (const [index, [, run]] of cases.entries()) {
      const t0 = performance.now();
      await run();
      times[index]!.push(performance.now() - t0);
    }
  }
  const sorted = times.map((list) => [...list].sort((a, b) => a - b));
  const [baseP50, baseP95] = [percentile(sorted[0]!, 50), percentile(sorted[0]!, 95)];
  console.log(
    `${kind} (node ${process.version}, ${RUNS} runs each, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores, ` +
      `${total.toLocaleString('en-IN')} applications owe fees; ratio = ÷ baseline)`,
  );
  for (const [index, [label]] of cases.entries()) {
    const p50 = percentile(sorted[index]!, 50);
    const p95 = percentile(sorted[index]!, 95);
    const ratio = index === 0 ? '—' : `${(p50 / baseP50).toFixed(1)}× / ${(p95 / baseP95).toFixed(1)}×`;
    console.log(
      `  ${label.padEnd(38)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ` +
        `ratio p50/p95 ${ratio.padStart(13)}  (${found[index]!.total} found)`,
    );
  }
  await db.destroy();
}

/** Ten courses with instalment plans and `count` applications paid from nothing to everything; returns the course ids. */
async function seed(db: DB, dialect: Dialect, count: number): Promise<string[]> {
  const now = Date.now();
  // Course 9 has no fee; course 8 a fee but no plan; the others 2 to 5 instalments.
  const courses = await seedCourses(db, { count: 10, feePaise: (i) => (i === 9 ? null : 3_000_000 + i * 600_000), now });
  for (const [i, { id, feePaise }] of courses.entries()) {
    if (feePaise === null || i === 8) continue;
    const parts = 2 + (i % 4);
    const amount = Math.floor(feePaise / parts);
    const plan = Array.from({ length: parts }, (_, n) => ({
      course_id: id,
      position: n + 1,
      amount_paise: n === parts - 1 ? feePaise - amount * (parts - 1) : amount,
      due_date: `2026-${String(3 + n * 2).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
    }));
    await db.insertInto('course_instalments').values(plan).execute();
  }
  await seedApplications(db, dialect, {
    count,
    courses,
    now,
    // The number in the account's name (bench-applicants puts it in the profile's surname instead).
    userName: (first, last, i) => `${first} ${last} ${i}`,
    status: (i) => (i % 7 === 0 ? 'Rejected' : i % 3 === 0 ? 'Accepted' : 'Pending'),
    // Paid: nothing, a quarter, half, three quarters or all of the fee (one in five owes nothing).
    feesPaidPaise: (i, course) => (course.feePaise === null ? 0 : Math.floor((course.feePaise * (Math.floor(i / 10) % 5)) / 4)),
  });
  return courses.map((course) => course.id);
}
