// Vitest setup for database suites (*.db.test.ts): each test file gets its own database, a copy of
// the run's migrated template (tests/setup/database-template.ts): a file in a temp directory on
// SQLite, a database made from the template on PostgreSQL, chosen by the project's TEST_DB_KIND.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

const kind = process.env.TEST_DB_KIND ?? 'sqlite';
const template = inject('databaseTemplate');
const dir = mkdtempSync(join(tmpdir(), 'institute-test-'));
process.env.NODE_ENV = 'test';
process.env.DATA_DIR = dir;
process.env.SEED_DEMO = 'false';

let pgName: string | undefined;
if (kind === 'postgres') {
  pgName = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  process.env.DATABASE_URL = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName, { template });
} else {
  copyFileSync(template, join(dir, 'test.db'));
  process.env.DATABASE_URL = `file:${join(dir, 'test.db')}`;
}

const { db } = await import('~/db/db.server');

afterAll(async () => {
  await db.destroy();
  if (pgName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
  rmSync(dir, { recursive: true, force: true });
});
