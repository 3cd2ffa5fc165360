import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0003 rebuilds the student tables; it must refuse, not drop, if they ever hold rows.
const pgName = `t_m3_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

it('refuses to run over existing student rows, and leaves them as they were', async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0002-admin-otps')).error).toBeUndefined();
  const now = Date.now();
  await fresh
    .insertInto('users')
    .values({
      id: 'u1',
      name: 'Asha',
      email: 'asha@example.org',
      email_verified: 1,
      image: null,
      resume_file_id: null,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();

  await expect(migrateToLatest(fresh)).rejects.toThrow('migration 0003 would drop rows of users; move them first');
  const rows = await fresh.selectFrom('users').select(['id', 'email']).execute();
  expect(rows).toEqual([{ id: 'u1', email: 'asha@example.org' }]);
});
