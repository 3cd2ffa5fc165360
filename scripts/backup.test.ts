import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, backupSqlite, pgDumpCommand } from './backup.ts';

describe('db:backup', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'institute-backup-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies a live WAL database with VACUUM INTO and the copy opens with the rows', () => {
    const source = join(dir, 'app.db');
    const live = new Database(source);
    live.pragma('journal_mode = WAL');
    live.exec('create table courses (id text primary key, title text not null)');
    live.prepare('insert into courses values (?, ?)').run('c1', 'Patient Care Assistant');
    // The connection stays open (rows still in the WAL), as while the server runs.
    const target = join(dir, 'backups', backupFileName(new Date('2026-11-22T08:09:10Z')));
    expect(target.endsWith('app-20261122-080910.db')).toBe(true);

    const result = backupSqlite(source, target);
    live.close();

    expect(result.tables).toBe(1);
    const copy = new Database(target, { readonly: true });
    expect(copy.prepare('select title from courses').all()).toEqual([{ title: 'Patient Care Assistant' }]);
    copy.close();
  });

  it('refuses to overwrite an existing file', () => {
    const source = join(dir, 'app.db');
    new Database(source).close();
    const target = join(dir, 'existing.db');
    writeFileSync(target, 'keep me');
    expect(() => backupSqlite(source, target)).toThrow(/Refusing to overwrite/);
  });

  it('prints a pg_dump command without the password', () => {
    const command = pgDumpCommand('postgres://app:s3cret@db.internal:5432/institute', '/backups/app.dump');
    expect(command).toContain("pg_dump --format=custom --no-owner --file='/backups/app.dump' 'postgres://app@db.internal:5432/institute'");
    expect(command).not.toContain('s3cret');
  });
});
