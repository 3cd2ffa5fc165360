// Vitest setup for database suites (*.db.test.ts), run before each test file. The database projects
// share one module graph per worker (vitest.config.ts: isolate false), so the app is imported once
// per worker, not once per file. Each worker gets its own copy of the run's migrated template
// (tests/setup/database-template.ts): a file on SQLite, a database made from the template on
// PostgreSQL, and its own DATA_DIR. Before every later file it runs, the worker empties both again,
// so each file starts, as before, from an empty migrated database and no stored files.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createPostgresDatabase } from './databases';

const worker = globalThis as typeof globalThis & { testDatabaseReady?: boolean };

if (!worker.testDatabaseReady) {
  const kind = process.env.TEST_DB_KIND ?? 'sqlite';
  const { template, scratch } = inject('databaseTemplate');
  const name = `${template}_w${process.pid}`;
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  process.env.NODE_ENV = 'test';
  process.env.DATA_DIR = dir;
  process.env.SEED_DEMO = 'false';
  if (kind === 'postgres') {
    process.env.DATABASE_URL = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, name, { template });
  } else {
    copyFileSync(join(scratch, `${template}.db`), join(dir, 'test.db'));
    process.env.DATABASE_URL = `file:${join(dir, 'test.db')}`;
  }
  worker.testDatabaseReady = true;
} else {
  const { db, dialect } = await import('~/db/db.server');
  const { emptyDatabase } = await import('./empty-database');
  const { forgetGatewayConfig } = await import('~/modules/payments/gateway-config.server');
  await emptyDatabase(db, dialect);
  // The one memo of the environment: files point the gateway at their own loopback stand-in.
  forgetGatewayConfig();
  // Stored files go too; the generated local secrets stay, as the modules that read them keep them.
  for (const entry of readdirSync(process.env.DATA_DIR!)) {
    if (entry !== 'secrets' && !entry.startsWith('test.db')) rmSync(join(process.env.DATA_DIR!, entry), { recursive: true, force: true });
  }
}
