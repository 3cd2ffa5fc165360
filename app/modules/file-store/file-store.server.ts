import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { env, type S3Settings } from '~/utils/env.server';
import { localDisk } from './local-disk.server';
import { createS3Client, s3Bucket } from './s3-bucket.server';
import type { Storage, StorageArea } from './storage.server';

let client: S3Client | undefined;
/** One client per process: it keeps its connections to the store open from one request to the next. */
export function sharedS3Client(settings: S3Settings): S3Client {
  client ??= createS3Client(settings);
  return client;
}

/** DATA_DIR/uploads or DATA_DIR/private: where an area lives on disk, and what the copy command reads. */
export const diskFolderOf = (area: StorageArea) => join(env.DATA_DIR, area);

/** The store of one area, as FILE_STORAGE configures it. Private files: use privateStorage, which seals them. */
export function fileStoreFor(area: StorageArea): Storage {
  const settings = env.fileStorage;
  if (settings.kind === 'disk') return localDisk(diskFolderOf(area));
  return s3Bucket({ client: sharedS3Client(settings), bucket: settings.bucket, area });
}
