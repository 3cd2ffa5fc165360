import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { HeadBucketCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { env, type S3Settings } from '~/utils/env.server';
import { diskFolderOf, sharedS3Client } from './file-store.server';
import { STORAGE_AREAS } from './storage.server';

export type FileStoreCheck = { ok: true } | { ok: false; problem: string };

const BUCKET_ANSWER_MS = 5_000;

/**
 * Whether the configured store can take files now (for a readiness probe): on disk, both folders
 * exist or can be made, and can be written to; in a bucket, HeadBucket succeeds. The problem names
 * the folder or the bucket and what went wrong, never a key or a secret.
 */
export function checkFileStore(): Promise<FileStoreCheck> {
  const settings = env.fileStorage;
  if (settings.kind === 's3') return checkBucket({ client: sharedS3Client(settings), settings });
  return checkFolders(STORAGE_AREAS.map((area) => ({ path: diskFolderOf(area), name: `DATA_DIR/${area}` })));
}

export async function checkFolders(folders: ReadonlyArray<{ path: string; name: string }>): Promise<FileStoreCheck> {
  for (const { path, name } of folders) {
    try {
      await mkdir(path, { recursive: true });
      await access(path, constants.W_OK);
    } catch (error) {
      return { ok: false, problem: `the folder ${name} cannot be created or written to (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` };
    }
  }
  return { ok: true };
}

export async function checkBucket({
  client,
  settings,
  timeoutMs = BUCKET_ANSWER_MS,
}: {
  client: S3Client;
  settings: S3Settings;
  timeoutMs?: number;
}): Promise<FileStoreCheck> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: `${bucketName(settings)}: ${describeStoreError(error, timeoutMs)}` };
  }
}

/** `bucket "x" at http://minio:9000` or `bucket "x" on AWS S3 (eu-west-1)`. */
export const bucketName = ({ bucket, endpoint, region }: S3Settings) =>
  `bucket "${bucket}" ${endpoint ? `at ${new URL(endpoint).origin}` : `on AWS S3 (${region})`}`;

/**
 * What went wrong talking to the store, in words an operator can act on. Built from the status and
 * error names only: an SDK message may quote a request, never worth the risk in a probe or a log.
 */
export function describeStoreError(error: unknown, timeoutMs = BUCKET_ANSWER_MS): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404 || error.name === 'NoSuchBucket') return 'the bucket does not exist (check S3_BUCKET and S3_ENDPOINT)';
    if (status === 403 || status === 401) {
      return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may list the bucket and read, write and delete its objects)';
    }
    if (status === 301 || error.name === 'PermanentRedirect') return 'the bucket is in another region than S3_REGION';
    return `the store answered ${error.name}${status ? ` (HTTP ${status})` : ''}`;
  }
  const { name, code } = error as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  if (name === 'CredentialsProviderError') return 'no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give this machine a role';
  if (code) return `cannot be reached (${code})`;
  return `failed (${name ?? 'unknown error'})`;
}
