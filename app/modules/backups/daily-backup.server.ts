import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { dialect } from '~/db/db.server';
import { sharedS3Client } from '~/modules/file-store/file-store.server';
import { type BackgroundLoop, repeatInBackground, underLease } from '~/modules/leases/lease.server';
import { env, type S3Settings } from '~/utils/env.server';
import { backupMadeAt, listBackups, makeBackupArchive } from './backup-archive.server';
import { isBackupDue } from './backup-schedule';

// The daily backup of a SQLite site (docs/decisions/038-daily-backups.md), taken by the server
// itself: once a day after BACKUP_HOUR_IST (India time), or at the first chance after it when the
// site was down then; the newest BACKUP_KEEP are kept in DATA_DIR/backups and, with object
// storage, in the bucket under backups/ too (where the files already are). PostgreSQL has its own
// tools for this (pg_dump, point-in-time recovery: README, "Backups").

const BUCKET_FOLDER = 'backups/';

export type DailyBackupReport = { file: string; bytes: number; fileCount: number; inBucket: boolean; removed: string[] };

/** Takes a backup now, copies it to the bucket when files live there, and keeps the newest `keep`. */
export async function takeBackup({ now = new Date(), keep = env.BACKUP_KEEP }: { now?: Date; keep?: number } = {}): Promise<DailyBackupReport> {
  const storage = env.fileStorage;
  const made = await makeBackupArchive({
    dataDir: env.DATA_DIR,
    databaseFile: env.DATABASE_URL.replace(/^file:/, ''),
    filesOnDisk: storage.kind === 'disk',
    now,
  });
  const folder = join(env.DATA_DIR, 'backups');
  const removed: string[] = [];
  for (const old of (await listBackups(folder)).slice(keep)) {
    await rm(join(folder, old));
    removed.push(old);
  }
  if (storage.kind === 's3') removed.push(...(await copyToBucket(storage, made.file, keep)));
  return { file: made.file, bytes: made.bytes, fileCount: made.manifest.fileCount, inBucket: storage.kind === 's3', removed };
}

async function copyToBucket(settings: S3Settings, file: string, keep: number): Promise<string[]> {
  const client = sharedS3Client(settings);
  await client.send(
    new PutObjectCommand({
      Bucket: settings.bucket,
      Key: BUCKET_FOLDER + basename(file),
      Body: createReadStream(file),
      ContentLength: (await stat(file)).size,
    }),
  );
  const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: BUCKET_FOLDER }));
  const names = (listed.Contents ?? []).map((object) => object.Key!.slice(BUCKET_FOLDER.length)).filter((name) => backupMadeAt(name));
  const old = names.sort((a, b) => b.localeCompare(a)).slice(keep);
  for (const name of old) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: BUCKET_FOLDER + name }));
  return old.map((name) => `bucket:${BUCKET_FOLDER}${name}`);
}

/** In the server (server/app.ts): looks every 10 minutes whether the day's backup is due. */
export function startDailyBackups(): BackgroundLoop {
  if (dialect !== 'sqlite') return { stop: async () => {} }; // PostgreSQL: pg_dump and WAL archiving (README)
  return repeatInBackground({
    label: 'daily backup',
    everyMs: 10 * 60_000,
    job: (holder) =>
      underLease({ name: 'daily-backup', holder, ttlMs: 60 * 60_000 }, async () => {
        const [latest] = await listBackups(join(env.DATA_DIR, 'backups'));
        const now = new Date();
        if (!isBackupDue({ now, hourIst: env.BACKUP_HOUR_IST, latest: latest ? backupMadeAt(latest) : undefined })) return { made: null };
        return { made: await takeBackup({ now }) };
      }),
    worthLogging: (report) => report.ran && report.made !== null,
  });
}
