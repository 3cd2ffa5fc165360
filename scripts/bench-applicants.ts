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
import type { Insertable } from 'kysely';
import type { ApplicationsTable, DocumentsTable, ProfilesTable, UsersTable } from '~/db/schema';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';

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
  await seed(db, dialect, COUNT);
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

async function seed(db: import('~/db/db.server').DB, dialect: 'sqlite' | 'postgres', count: number) {
  const { newId } = await import('~/utils/ids');
  const firstNames = ['Asha', 'Ravi', 'Meena', 'Sunil', 'Pooja', 'Amit', 'Kiran', 'Neha', 'Rahul', 'Sneha'];
  const lastNames = ['Patil', 'Kale', 'Deshmukh', 'Kulkarni', 'Joshi', 'Wankhede', 'Bhosale', 'Pawar', 'Shinde', 'Gupta'];
  const courseIds: string[] = [];
  const now = Date.now();
  for (let i = 0; i < 6; i++) {
    const id = newId(now - 1_000_000 + i);
    courseIds.push(id);
    await db
      .insertInto('courses')
      .values({
        id,
        title: `Bench course ${i + 1}`,
        description: '',
        eligibility: 'HSC',
        fees_paise: i === 5 ? null : 3_000_000 + i * 500_000,
        images: '[]',
        visible: 1,
        duration: '1 year',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const batch = 500;
  const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
  for (let start = 0; start < count; start += batch) {
    const users: Insertable<UsersTable>[] = [];
    const profiles: Insertable<ProfilesTable>[] = [];
    const documents: Insertable<DocumentsTable>[] = [];
    const applications: Insertable<ApplicationsTable>[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const userId = newId(now - count + i);
      const first = firstNames[i % 10]!;
      const last = lastNames[Math.floor(i / 10) % 10]!;
      users.push({
        id: userId,
        name: `${first} ${last}`,
        email: `bench-${i}@example.org`,
        email_verified: dialect === 'postgres' ? true : 1,
        image: null,
        created_at: at,
        updated_at: at,
      });
      // Four in five students filled the admission form (their numbered surname makes a rare match).
      if (i % 5 !== 0) profiles.push({ user_id: userId, first_name: first, middle_name: null, last_name: `${last} ${i}`, created_at: now, updated_at: now });
      if (i % 2 === 0)
        documents.push({
          id: newId(),
          user_id: userId,
          kind: 'profilePhoto',
          content_type: 'image/webp',
          byte_size: 1000,
          storage_key: `bench/${i}`,
          created_at: now,
        });
      applications.push({
        id: newId(now - count + i),
        user_id: userId,
        course_id: courseIds[i % courseIds.length]!,
        status: i % 3 === 0 ? 'Accepted' : 'Pending',
        fees_paid_paise: (i % 4) * 1_000_000,
        receipt_file_id: null,
        created_at: now - count + i,
        updated_at: now,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      if (profiles.length) await trx.insertInto('profiles').values(profiles).execute();
      if (documents.length) await trx.insertInto('documents').values(documents).execute();
      await trx.insertInto('applications').values(applications).execute();
    });
  }
  // Fresh statistics, as a live database would have them.
  const { sql } = await import('kysely');
  await sql`analyze`.execute(db);
}
