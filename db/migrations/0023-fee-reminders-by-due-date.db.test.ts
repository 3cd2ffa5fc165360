import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0023 rebuilds `fee_reminders` keyed by course and due date instead of position: the e-mails sent
// before it stay on record, and a reminder already sent is still never sent again.
const pgName = `t_m23_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

const reminders = () =>
  fresh
    .selectFrom('fee_reminders')
    .selectAll()
    .orderBy('due_date')
    .orderBy('stage')
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, instalment: Number(row.instalment), amount_paise: Number(row.amount_paise), created_at: Number(row.created_at) })),
    );

it('keeps the reminders sent before it, each under the course of its application, and gives them back to the position key on the way down', async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0022-refund-checks')).error).toBeUndefined();
  const now = 1_790_000_000_000;
  const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
  const verified = dialect === 'postgres' ? true : 1;
  await sql`insert into users (id, name, email, email_verified, image, created_at, updated_at)
    values ('u1', 'Asha', 'asha@example.org', ${verified}, null, ${at}, ${at})`.execute(fresh);
  await sql`insert into courses (id, title, description, eligibility, fees_paise, images, visible, duration, created_at, updated_at)
    values ('c1', 'GNM', '', null, 1000000, '[]', 1, null, ${now}, ${now})`.execute(fresh);
  await sql`insert into applications (id, user_id, course_id, status, fees_paid_paise, fee_status_mark, receipt_file_id, created_at, updated_at)
    values ('a1', 'u1', 'c1', 'Pending', 0, null, null, ${now}, ${now})`.execute(fresh);
  // Two instalments reminded; then (under 0020's key) the plan gained a row before the second,
  // whose position-2 'missed' reminder names the same due date as an earlier row of position 3.
  const old = (instalment: number, stage: string, dueDate: string, createdAt: number) =>
    sql`insert into fee_reminders (application_id, instalment, stage, due_date, amount_paise, mail_job_id, created_at)
      values ('a1', ${instalment}, ${stage}, ${dueDate}, 500000, ${`job-${instalment}-${stage}`}, ${createdAt})`.execute(fresh);
  await old(1, 'before', '2031-03-15', now);
  await old(2, 'before', '2031-09-15', now + 1);
  await old(3, 'missed', '2031-09-15', now + 2);
  await old(2, 'missed', '2031-09-15', now + 3);

  await migrateToLatest(fresh);
  const row = { application_id: 'a1', course_id: 'c1', amount_paise: 500000 };
  expect(await reminders()).toEqual([
    { ...row, due_date: '2031-03-15', stage: 'before', instalment: 1, mail_job_id: 'job-1-before', created_at: now },
    { ...row, due_date: '2031-09-15', stage: 'before', instalment: 2, mail_job_id: 'job-2-before', created_at: now + 1 },
    { ...row, due_date: '2031-09-15', stage: 'missed', instalment: 2, mail_job_id: 'job-2-missed', created_at: now + 3 },
  ]);
  // The new key holds: the same instalment and stage again is refused.
  await expect(
    fresh
      .insertInto('fee_reminders')
      .values({ ...row, due_date: '2031-09-15', stage: 'missed', instalment: 3, mail_job_id: 'again', created_at: now })
      .execute(),
  ).rejects.toThrow();

  expect((await migrator.migrateTo('0022-refund-checks')).error).toBeUndefined();
  const back = await sql<{
    instalment: number;
    stage: string;
    due_date: string;
  }>`select instalment, stage, due_date from fee_reminders order by instalment, stage`.execute(fresh);
  expect(back.rows.map((r) => [Number(r.instalment), r.stage, r.due_date])).toEqual([
    [1, 'before', '2031-03-15'],
    [2, 'before', '2031-09-15'],
    [2, 'missed', '2031-09-15'],
  ]);
  await migrateToLatest(fresh);
});
