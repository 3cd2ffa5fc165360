import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { countApplicationsOfStudentsNamed, searchWords, studentsMatching } from '~/modules/students/student-search.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0029 fills student_search (and on SQLite its FTS5 index) from the students already there, and
// its triggers keep it from then on; down and up again start over from the rows of the day.
const pgName = `t_m29_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

const now = 1_790_000_000_000;
async function student(id: string, name: string) {
  const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
  await sql`insert into users (id, name, email, email_verified, image, created_at, updated_at)
    values (${id}, ${name}, ${`${id}@example.org`}, ${dialect === 'postgres' ? true : 1}, null, ${at}, ${at})`.execute(fresh);
}
const found = async (text: string) => (await studentsMatching(fresh, searchWords(text)).execute()).map((row) => row.user_id).sort();
const sortNames = async () =>
  (await fresh.selectFrom('student_search').select(['user_id', 'sort_name']).orderBy('sort_name').execute()).map((row) => row.sort_name);

it('indexes the students already registered, keeps up with new ones, and goes down and up again', async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0028-refund-request-amounts')).error).toBeUndefined();
  await student('u1', 'Asha Account');
  await sql`insert into profiles (user_id, first_name, middle_name, last_name, contact_number, created_at, updated_at)
    values ('u1', 'Asha', 'Sunil', 'Patil', '9876543210', ${now}, ${now})`.execute(fresh);
  await student('u2', 'सुनीता देशमुख');
  await student('u3', '');
  await sql`insert into courses (id, title, description, eligibility, fees_paise, images, visible, duration, created_at, updated_at)
    values ('c1', 'GNM', '', null, 1000000, '[]', 1, null, ${now}, ${now})`.execute(fresh);
  await sql`insert into applications (id, user_id, course_id, status, fees_paid_paise, fee_status_mark, receipt_file_id, created_at, updated_at)
    values ('a1', 'u1', 'c1', 'Pending', 0, null, null, ${now}, ${now})`.execute(fresh);

  await migrateToLatest(fresh);
  expect(await found('patil')).toEqual(['u1']);
  expect(await found('account')).toEqual(['u1']);
  expect(await found('सुनी')).toEqual(['u2']);
  expect(await found('su')).toEqual(['u1']);
  // The name staff see: the admission form's, else the account's, else the e-mail.
  expect(await sortNames()).toEqual(['asha sunil patil', 'u3@example.org', 'सुनीता देशमुख']);
  expect(await countApplicationsOfStudentsNamed(fresh, ['patil'])).toBe(1);
  await student('u4', 'Ravi Patil');
  expect(await found('patil')).toEqual(['u1', 'u4']);

  expect((await migrator.migrateTo('0028-refund-request-amounts')).error).toBeUndefined();
  await student('u5', 'Meena Patil');
  await migrateToLatest(fresh);
  expect(await found('patil')).toEqual(['u1', 'u4', 'u5']);
});
