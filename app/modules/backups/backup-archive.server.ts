import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { create, extract } from 'tar';
import { STORAGE_AREAS } from '~/modules/file-store/storage.server';
import { describeSqlite, snapshotSqlite } from './sqlite-snapshot.server';

// One backup of a SQLite site is one archive (docs/decisions/038-daily-backups.md):
//   backup-20261128-020004-IST.tar.gz
//     manifest.json   when, and how many rows each table had
//     app.db          a consistent snapshot (sqlite-snapshot.server.ts)
//     uploads/ private/   the files, exactly as stored (documents stay sealed), when they are on disk
// With FILE_STORAGE=s3 the files live in the bucket and the archive holds the database only.

export const BACKUP_FILE = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-IST\.tar\.gz$/;
const IST_OFFSET_MS = 330 * 60_000;
const IN_PROGRESS = /\.\d+\.tmp$/;

export type Manifest = { createdAt: string; rows: Record<string, number>; files: 'included' | 'in the bucket'; fileCount: number };
export type BackupMade = { file: string; bytes: number; manifest: Manifest };

/** backup-YYYYMMDD-HHMMSS-IST.tar.gz of a moment, in India time (what the institute's staff read). */
export function backupFileName(now: Date): string {
  const stamp = new Date(now.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backup-${stamp}-IST.tar.gz`;
}

/** The moment a backup's name says it was made. */
export function backupMadeAt(name: string): Date | undefined {
  const parts = BACKUP_FILE.exec(name);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s] = parts.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS);
}

/** Backups in `folder`, newest first. */
export async function listBackups(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((name) => BACKUP_FILE.test(name)).sort((a, b) => b.localeCompare(a));
}

/**
 * Makes `DATA_DIR/backups/<name>`: the database snapshot, then the files of both areas when they
 * are on disk (`filesOnDisk`). The archive is written under a temporary name and renamed once
 * whole, so a backup that exists is complete. Files are immutable once stored (new uploads get new
 * keys), so the only difference from the snapshot's moment is a file added or removed meanwhile.
 */
export async function makeBackupArchive({
  dataDir,
  databaseFile,
  filesOnDisk,
  now = new Date(),
}: {
  dataDir: string;
  databaseFile: string;
  filesOnDisk: boolean;
  now?: Date;
}): Promise<BackupMade> {
  const folder = join(dataDir, 'backups');
  await mkdir(folder, { recursive: true });
  const name = backupFileName(now);
  const target = join(folder, name);
  if (existsSync(target)) throw new Error(`Refusing to overwrite ${target}`);
  const work = await mkdtemp(join(folder, '.making-'));
  const packing = join(folder, `.${name}.part`);
  try {
    const snapshot = await snapshotSqlite(databaseFile, join(work, 'app.db'));
    const areas = filesOnDisk ? STORAGE_AREAS.filter((area) => existsSync(join(dataDir, area))) : [];
    // The areas join the archive through links in the work folder, followed when packing: one
    // archive, one root, nothing copied twice on disk.
    for (const area of areas) await symlink(join(dataDir, area), join(work, area));
    const fileCount = (await Promise.all(areas.map((area) => countFiles(join(dataDir, area))))).reduce((sum, count) => sum + count, 0);
    const manifest: Manifest = { createdAt: now.toISOString(), rows: snapshot.rows, files: filesOnDisk ? 'included' : 'in the bucket', fileCount };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // A file being written right now (local-disk.server.ts writes then renames) is left out.
    const filter = (path: string) => !IN_PROGRESS.test(path);
    await create({ gzip: true, file: packing, cwd: work, follow: true, portable: true, filter }, ['manifest.json', 'app.db', ...areas]);
    await rename(packing, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(packing, { force: true }); // gone already when the backup was made
  }
}

/**
 * Restores a backup archive into an empty DATA_DIR: the database to `databaseFile`, the files of
 * both areas under `dataDir`. Refuses a DATA_DIR that holds a database or files already (a restore
 * never mixes two sites). Checks that the database opens, passes its integrity check and has the
 * rows the manifest counted.
 */
export async function restoreBackupArchive({ archive, dataDir, databaseFile }: { archive: string; dataDir: string; databaseFile: string }): Promise<Manifest> {
  if (!existsSync(archive)) throw new Error(`No backup at ${archive}`);
  if (existsSync(databaseFile)) throw new Error(`${databaseFile} exists: restore into an empty DATA_DIR (or move the database away first)`);
  for (const area of STORAGE_AREAS) {
    const folder = join(dataDir, area);
    if (existsSync(folder) && (await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: restore into an empty DATA_DIR`);
  }
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(join(dataDir, '.restoring-'));
  try {
    // node-tar refuses absolute paths and `..` in an archive (preservePaths is off).
    await extract({ file: archive, cwd: work, strict: true });
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as Manifest;
    const found = describeSqlite(join(work, 'app.db'));
    const differing = Object.keys({ ...manifest.rows, ...found.rows }).filter((table) => manifest.rows[table] !== found.rows[table]);
    if (differing.length) throw new Error(`The restored database does not have the rows the backup counted (${differing.join(', ')})`);
    await mkdir(dirname(databaseFile), { recursive: true });
    await rename(join(work, 'app.db'), databaseFile);
    for (const area of STORAGE_AREAS) {
      if (!existsSync(join(work, area))) continue;
      await rm(join(dataDir, area), { recursive: true, force: true }); // empty, checked above
      await rename(join(work, area), join(dataDir, area));
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !IN_PROGRESS.test(entry.name)).length;
}
