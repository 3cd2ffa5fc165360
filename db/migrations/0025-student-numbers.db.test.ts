import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { issueStudentNumber } from '~/modules/students/issue-student-number.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0025 numbers the students already registered, in registration order, year by year (India), and
// leaves each year's series where the next sign-up goes on from.
const pgName = `t_m25_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

it('numbers existing students by registration order within their year in India, and the series goes on from there', async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0024-payment-proof-sizes')).error).toBeUndefined();
  const student = async (id: string, iso: string) => {
    const at = dialect === 'postgres' ? new Date(iso) : new Date(iso).toISOString();
    await sql`insert into users (id, name, email, email_verified, image, created_at, updated_at)
      values (${id}, ${id}, ${`${id}@example.org`}, ${dialect === 'postgres' ? true : 1}, null, ${at}, ${at})`.execute(fresh);
  };
  // Inserted out of order; 'b' and 'c' registered at the same instant (the id decides).
  await student('late-2025', '2025-11-02T09:00:00Z');
  await student('c', '2025-03-01T10:00:00Z');
  await student('b', '2025-03-01T10:00:00Z');
  await student('first-2025', '2025-01-05T08:00:00Z');
  // 31 December 19:00 UTC is 1 January 00:30 in India: the first of 2026.
  await student('new-year', '2025-12-31T19:00:00Z');
  await student('spring-2026', '2026-04-10T06:00:00Z');

  await migrateToLatest(fresh);
  const numbers = await fresh.selectFrom('users').select(['id', 'student_number']).orderBy('student_number').execute();
  expect(numbers).toEqual([
    { id: 'first-2025', student_number: 'NIHM-2025-000001' },
    { id: 'b', student_number: 'NIHM-2025-000002' },
    { id: 'c', student_number: 'NIHM-2025-000003' },
    { id: 'late-2025', student_number: 'NIHM-2025-000004' },
    { id: 'new-year', student_number: 'NIHM-2026-000001' },
    { id: 'spring-2026', student_number: 'NIHM-2026-000002' },
  ]);
  expect(await issueStudentNumber({ db: fresh, now: Date.parse('2026-06-01T10:00:00+05:30') })).toBe('NIHM-2026-000003');
  expect(await issueStudentNumber({ db: fresh, now: Date.parse('2025-06-01T10:00:00+05:30') })).toBe('NIHM-2025-000005');

  expect((await migrator.migrateTo('0024-payment-proof-sizes')).error).toBeUndefined();
  await migrateToLatest(fresh);
});
