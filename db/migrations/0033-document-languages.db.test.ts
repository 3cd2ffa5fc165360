import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { insertApplication, insertCourse } from '../../tests/enrolment';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0033 gives the documents issued before it the language on their student's profile, English
// where none was chosen; documents issued after it say their own.
const pgName = `t_m33_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

it("gives each document issued before it its student's language, English where none was chosen", async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0032-content-languages')).error).toBeUndefined();
  const courseId = await insertCourse(fresh);
  const receiptOf = async (student: string, language: string | null) => {
    const at = dialect === 'postgres' ? new Date() : new Date().toISOString();
    await sql`insert into users (id, name, email, email_verified, image, created_at, updated_at, language)
      values (${student}, ${student}, ${`${student}@example.org`}, ${dialect === 'postgres' ? true : 1}, null, ${at}, ${at}, ${language})`.execute(fresh);
    const applicationId = await insertApplication(fresh, { userId: student, courseId });
    await sql`insert into receipts (id, kind, receipt_number, payment_id, application_id, student_id, pdf_base64, byte_size, test, created_by, created_at)
      values (${`receipt-${student}`}, 'statement', null, null, ${applicationId}, ${student}, '', 0, 0, 'admin:a', ${Date.now()})`.execute(fresh);
  };
  await receiptOf('marathi', 'mr');
  await receiptOf('hindi', 'hi');
  await receiptOf('english', 'en');
  await receiptOf('unchosen', null);

  await migrateToLatest(fresh);
  const rows = await fresh.selectFrom('receipts').select(['student_id', 'language']).orderBy('student_id').execute();
  expect(rows).toEqual([
    { student_id: 'english', language: 'en' },
    { student_id: 'hindi', language: 'hi' },
    { student_id: 'marathi', language: 'mr' },
    { student_id: 'unchosen', language: 'en' },
  ]);

  expect((await migrator.migrateTo('0032-content-languages')).error).toBeUndefined();
  await migrateToLatest(fresh);
});
