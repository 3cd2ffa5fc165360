import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, backupMadeAt, listBackups, makeBackupArchive, restoreBackupArchive } from './backup-archive.server';

// A backup archive of a live SQLite site and its files, restored into an empty DATA_DIR.
let root: string;
let site: string;
let live: Database.Database;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'institute-backup-'));
  site = join(root, 'site');
  mkdirSync(join(site, 'uploads', 'images', 'c1'), { recursive: true });
  mkdirSync(join(site, 'private', 'documents'), { recursive: true });
  writeFileSync(join(site, 'uploads', 'images', 'c1', '640.webp'), 'webp bytes');
  writeFileSync(join(site, 'private', 'documents', 'd1'), Buffer.from([1, 2, 3, 250]));
  writeFileSync(join(site, 'private', 'documents', 'd2.4242.tmp'), 'half written'); // a write under way
  live = new Database(join(site, 'app.db'));
  live.pragma('journal_mode = WAL');
  live.exec('create table courses (id text primary key, title text not null)');
  live.prepare('insert into courses values (?, ?)').run('c1', 'Patient Care Assistant');
  // The connection stays open with the row still in the WAL, as while the server runs.
});

afterEach(() => {
  live.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a backup archive', () => {
  it('is named by its moment in India time, and lists newest first', async () => {
    const name = backupFileName(new Date('2026-11-27T20:30:04Z'));
    expect(name).toBe('backup-20261128-020004-IST.tar.gz');
    expect(backupMadeAt(name)).toEqual(new Date('2026-11-27T20:30:04Z'));
    expect(backupMadeAt('app-20261122-080910.db')).toBeUndefined();
    mkdirSync(join(root, 'listed'));
    for (const made of ['backup-20261126-020000-IST.tar.gz', 'backup-20261128-020004-IST.tar.gz', 'notes.txt']) writeFileSync(join(root, 'listed', made), '');
    expect(await listBackups(join(root, 'listed'))).toEqual(['backup-20261128-020004-IST.tar.gz', 'backup-20261126-020000-IST.tar.gz']);
  });

  it('holds the live database and the files; restored into an empty DATA_DIR it has the same rows and bytes', async () => {
    const made = await makeBackupArchive({ dataDir: site, databaseFile: join(site, 'app.db'), filesOnDisk: true, now: new Date('2026-11-27T20:30:04Z') });
    expect(made.file).toBe(join(site, 'backups', 'backup-20261128-020004-IST.tar.gz'));
    expect(made.manifest).toMatchObject({ rows: { courses: 1 }, files: 'included', fileCount: 2 });
    const restored = join(root, 'restored');
    const manifest = await restoreBackupArchive({ archive: made.file, dataDir: restored, databaseFile: join(restored, 'app.db') });
    expect(manifest.rows).toEqual({ courses: 1 });
    const copy = new Database(join(restored, 'app.db'), { readonly: true });
    expect(copy.prepare('select title from courses').all()).toEqual([{ title: 'Patient Care Assistant' }]);
    copy.close();
    expect(readFileSync(join(restored, 'uploads', 'images', 'c1', '640.webp'), 'utf8')).toBe('webp bytes');
    expect(readFileSync(join(restored, 'private', 'documents', 'd1'))).toEqual(Buffer.from([1, 2, 3, 250]));
    expect(existsSync(join(restored, 'private', 'documents', 'd2.4242.tmp'))).toBe(false);
    expect(existsSync(join(restored, 'manifest.json'))).toBe(false);
  });

  it('holds the database only when the files live in the bucket', async () => {
    const made = await makeBackupArchive({ dataDir: site, databaseFile: join(site, 'app.db'), filesOnDisk: false });
    expect(made.manifest).toMatchObject({ files: 'in the bucket', fileCount: 0 });
    const restored = join(root, 'restored');
    await restoreBackupArchive({ archive: made.file, dataDir: restored, databaseFile: join(restored, 'app.db') });
    expect(existsSync(join(restored, 'uploads'))).toBe(false);
  });

  it('is never restored over a site: a database or files already there are refused, and nothing is changed', async () => {
    const made = await makeBackupArchive({ dataDir: site, databaseFile: join(site, 'app.db'), filesOnDisk: true });
    await expect(restoreBackupArchive({ archive: made.file, dataDir: site, databaseFile: join(site, 'app.db') })).rejects.toThrow(
      /exists: restore into an empty DATA_DIR/,
    );
    const withFiles = join(root, 'with-files');
    mkdirSync(join(withFiles, 'private'), { recursive: true });
    writeFileSync(join(withFiles, 'private', 'x'), 'someone else’s');
    await expect(restoreBackupArchive({ archive: made.file, dataDir: withFiles, databaseFile: join(withFiles, 'app.db') })).rejects.toThrow(/is not empty/);
    expect(existsSync(join(withFiles, 'app.db'))).toBe(false);
  });

  it('whose database does not have the rows it counted is refused', async () => {
    const forged = join(root, 'forged');
    mkdirSync(forged);
    live.pragma('wal_checkpoint(TRUNCATE)');
    writeFileSync(join(forged, 'app.db'), readFileSync(join(site, 'app.db')));
    writeFileSync(join(forged, 'manifest.json'), JSON.stringify({ createdAt: '2026-11-27T20:30:04Z', rows: { courses: 5 }, files: 'included', fileCount: 0 }));
    const archive = join(root, 'backup-20261128-020004-IST.tar.gz');
    await create({ gzip: true, file: archive, cwd: forged }, ['manifest.json', 'app.db']);
    const restored = join(root, 'restored');
    await expect(restoreBackupArchive({ archive, dataDir: restored, databaseFile: join(restored, 'app.db') })).rejects.toThrow(
      /does not have the rows the backup counted \(courses\)/,
    );
    expect(existsSync(join(restored, 'app.db'))).toBe(false);
  });
});
