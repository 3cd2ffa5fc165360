// `npm run db:backup`: a backup now, as the server takes every day (docs/decisions/038-daily-backups.md):
// DATA_DIR/backups/backup-YYYYMMDD-HHMMSS-IST.tar.gz with a consistent snapshot of the SQLite
// database and, while files are on disk, the files; copied to the bucket with FILE_STORAGE=s3; the
// newest BACKUP_KEEP kept. Safe while the server runs. For PostgreSQL it prints the pg_dump command
// to use instead and exits 2.
//   node --import ./scripts/register-app-imports.ts scripts/backup.ts
import { join } from 'node:path';

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
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    const target = join(env.DATA_DIR, 'backups', `institute-${new Date().toISOString().slice(0, 10)}.dump`);
    console.log('DATABASE_URL is PostgreSQL: back it up with pg_dump (a consistent snapshot while the app runs):\n');
    console.log(`  ${pgDumpCommand(env.DATABASE_URL, target)}\n`);
    console.log('Restore with: pg_restore --clean --no-owner --dbname=<url> <file>. Files: README, "Backups".');
    process.exitCode = 2;
    return;
  }
  // Imported only now: it opens the database, which the PostgreSQL branch above must not.
  const { takeBackup } = await import('../app/modules/backups/daily-backup.server.ts');
  const made = await takeBackup();
  const files = made.inBucket ? 'files in the bucket' : `${made.fileCount} files`;
  console.log(`Backed up to ${made.file} (${(made.bytes / 1024).toFixed(0)} KB: the database, integrity ok, and ${files})`);
  if (made.inBucket) console.log('Copied to the bucket under backups/.');
  for (const old of made.removed) console.log(`Removed ${old} (BACKUP_KEEP=${env.BACKUP_KEEP})`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
