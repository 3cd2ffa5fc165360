// Vitest globalSetup of the database projects: migrates one template database per run, which every
// test file then copies (tests/setup/db-setup.ts). Running every migration took 149 ms a file on
// SQLite and more on PostgreSQL; a copy takes a few. Migrations themselves keep their own suites
// (db/migrations/*.db.test.ts), which migrate fresh databases step by step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../app/db/open-database.server';
import { migrateToLatest } from '../../db/migrate';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: the migrated file to copy. PostgreSQL: the migrated database to create from. */
    databaseTemplate: string;
  }
}

export default async function migrateTemplate(project: TestProject) {
  if (project.name === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the suites with `npm test`, which starts PostgreSQL');
    const name = `template_${process.pid}`;
    const template = openDatabase(await createPostgresDatabase(serverUrl, name));
    await migrateToLatest(template);
    await template.destroy(); // CREATE DATABASE … TEMPLATE needs it without connections
    project.provide('databaseTemplate', name);
    return () => dropPostgresDatabase(serverUrl, name);
  }
  const dir = mkdtempSync(join(tmpdir(), 'institute-template-'));
  const file = join(dir, 'template.db');
  const template = openDatabase(`file:${file}`);
  await migrateToLatest(template);
  await template.destroy(); // closing checkpoints the WAL: the file alone is the whole database
  project.provide('databaseTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
