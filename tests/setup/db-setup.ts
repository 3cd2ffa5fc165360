// Vitest setup for database suites (*.db.test.ts): each test file gets its own migrated database,
// SQLite in a temp directory or a fresh PostgreSQL database, chosen by the project's TEST_DB_KIND.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

const kind = process.env.TEST_DB_KIND ?? 'sqlite';
const dir = mkdtempSync(join(tmpdir(), 'institute-test-'));
process.env.NODE_ENV = 'test';
process.env.DATA_DIR = dir;
process.env.SEED_DEMO = 'false';

let pgName: string | undefined;
if (kind === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the suites with `npm test`, which starts PostgreSQL');
  pgName = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  process.env.DATABASE_URL = await createPostgresDatabase(serverUrl, pgName);
} else {
  process.env.DATABASE_URL = `file:${join(dir, 'test.db')}`;
}

const { db } = await import('~/db/db.server');
const { migrateToLatest } = await import('../../db/migrate');
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  if (pgName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
  rmSync(dir, { recursive: true, force: true });
});
