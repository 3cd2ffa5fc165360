// Vitest globalSetup of the database projects: migrates one template database per run, which every
// worker then copies once (tests/setup/db-setup.ts). Running every migration took 149 ms a file on
// SQLite and more on PostgreSQL; a copy takes a few. Migrations themselves keep their own suites
// (db/migrations/*.db.test.ts), which migrate fresh databases step by step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../app/db/open-database.server';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * `template`: the template's name (PostgreSQL: a database; SQLite: `<scratch>/<template>.db`),
     * which also starts the name of each worker's copy. `scratch`: a directory for the run's files.
     */
    databaseTemplate: { template: string; scratch: string };
  }
}

export default async function migrateTemplate(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), 'institute-test-'));
  const template = `t_${process.pid}_${project.name}`;
  project.provide('databaseTemplate', { template, scratch });
  if (project.name === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the suites with `npm test`, which starts PostgreSQL');
    const database = openDatabase(await createPostgresDatabase(serverUrl, template));
    await migrateToLatest(database);
    await database.destroy(); // CREATE DATABASE … TEMPLATE needs it without connections
    return async () => {
      for (const name of await databasesNamed(serverUrl, `${template}_w`)) await dropPostgresDatabase(serverUrl, name);
      await dropPostgresDatabase(serverUrl, template);
      rmSync(scratch, { recursive: true, force: true });
    };
  }
  const database = openDatabase(`file:${join(scratch, `${template}.db`)}`);
  await migrateToLatest(database);
  await database.destroy(); // closing checkpoints the WAL: the file alone is the whole database
  return () => rmSync(scratch, { recursive: true, force: true });
}

async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
