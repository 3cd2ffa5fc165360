// `npm run db:restore -- FILE`: restores a backup archive of `npm run db:backup` (or of the daily
// backup) into an empty DATA_DIR: the database at DATABASE_URL's file, the files under DATA_DIR.
// Refuses a DATA_DIR that holds a database or files already. Then start the site as usual.
//   DATA_DIR=/srv/institute/data-restored npm run db:restore -- backup-20261128-020004-IST.tar.gz
import { resolve } from 'node:path';

async function main() {
  const archive = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!archive) throw new Error('Usage: npm run db:restore -- <backup-….tar.gz> (into an empty DATA_DIR)');
  const { env } = await import('../app/utils/env.server.ts');
  if (!env.DATABASE_URL.startsWith('file:')) throw new Error('DATABASE_URL is PostgreSQL: restore it with pg_restore (README, "Backups").');
  // Not the database module: opening the database would create the file the restore must write.
  const { restoreBackupArchive } = await import('../app/modules/backups/backup-archive.server.ts');
  const databaseFile = env.DATABASE_URL.replace(/^file:/, '');
  const manifest = await restoreBackupArchive({ archive: resolve(archive), dataDir: env.DATA_DIR, databaseFile });
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  const files = manifest.files === 'included' ? `${manifest.fileCount} files` : 'files in the bucket';
  const tables = Object.keys(manifest.rows).length;
  console.log(`Restored the backup of ${manifest.createdAt} into ${env.DATA_DIR}: ${rows} rows in ${tables} tables (integrity ok), ${files}.`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
