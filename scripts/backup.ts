// `npm run db:backup [-- path]`: consistent online backup of the SQLite database with
// `VACUUM INTO` (safe while the server runs: it reads one snapshot; copying the live file with its
// WAL beside it is not). Default target: DATA_DIR/backups/app-YYYYMMDD-HHMMSS.db (UTC). Never
// overwrites a file. For PostgreSQL it prints the pg_dump command to use instead and exits 2.
// Reads DATA_DIR / DATABASE_URL through app/utils/env.server.ts, so it runs with the app loader:
//   node --import ./scripts/register-app-imports.ts scripts/backup.ts [target.db]
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** app-YYYYMMDD-HHMMSS.db of a moment, in UTC. */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `app-${stamp}.db`;
}

export interface BackupResult {
  target: string;
  bytes: number;
  tables: number;
}

/**
 * Copies the SQLite database `source` into a new file `target` with VACUUM INTO, then opens the copy
 * and runs an integrity check. Refuses an existing target.
 */
export function backupSqlite(source: string, target: string): BackupResult {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (existsSync(target)) throw new Error(`Refusing to overwrite ${target}`);
  mkdirSync(dirname(target), { recursive: true });
  const database = new Database(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy at ${target} failed its integrity check: ${String(check)}`);
    const tables = copy.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return { target, bytes: statSync(target).size, tables: tables.n };
  } finally {
    copy.close();
  }
}

/** The pg_dump command for a PostgreSQL URL, with any password left out of the printed URL. */
export function pgDumpCommand(databaseUrl: string, target: string): string {
  const url = new URL(databaseUrl);
  const hasPassword = url.password !== '';
  url.password = '';
  const quoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  return `${hasPassword ? 'PGPASSWORD=… ' : ''}pg_dump --format=custom --no-owner --file=${quoted(target)} ${quoted(url.href)}`;
}

async function main() {
  const { env } = await import('../app/utils/env.server.ts');
  const argument = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  const backups = join(env.DATA_DIR, 'backups');
  // Not db.server.ts: importing it opens (and would create) the database.
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    const target = argument ? resolve(argument) : join(backups, backupFileName().replace(/\.db$/, '.dump'));
    console.log('DATABASE_URL is PostgreSQL: back it up with pg_dump (a consistent snapshot while the app runs):\n');
    console.log(`  ${pgDumpCommand(env.DATABASE_URL, target)}\n`);
    console.log('Restore with: pg_restore --clean --no-owner --dbname=<url> <file>');
    process.exitCode = 2;
    return;
  }
  const source = env.DATABASE_URL.replace(/^file:/, '');
  const target = argument ? resolve(argument) : join(backups, backupFileName());
  const result = backupSqlite(source, target);
  console.log(`Backed up ${source}\n       to ${result.target} (${(result.bytes / 1024).toFixed(0)} KB, ${result.tables} tables, integrity ok)`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
