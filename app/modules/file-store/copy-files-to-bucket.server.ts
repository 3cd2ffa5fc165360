import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isSealed } from '~/modules/documents/document-vault.server';
import { TEMPORARY_FILE } from '~/modules/documents/encrypt-clear-documents.server';
import { ALL_SEALED_MARKER_NAME } from '~/modules/documents/private-storage.server';
import { describeStoreError } from './check-file-store.server';
import type { BucketArea } from './s3-bucket.server';
import { STORAGE_AREAS, type StorageArea } from './storage.server';

export type CopyReport = {
  copied: number;
  /** Already in the bucket under the same key: left as they are (the bucket's may be newer). */
  alreadyThere: number;
  /** Private files found in clear on disk: never uploaded (decision 037). */
  refused: string[];
  failed: Array<{ file: string; problem: string }>;
};

const PARALLEL_UPLOADS = 8;

/**
 * Copies a site's stored files from DATA_DIR/uploads and DATA_DIR/private into the bucket under
 * the same keys (`uploads/<key>`, `private/<key>`), byte for byte: private files are sealed on
 * disk already, and stay sealed. A private file in clear is refused, not uploaded (a start with
 * FILE_STORAGE=disk seals it: decision 018). An object already in the bucket is never overwritten,
 * so a second run copies nothing again and cannot roll back a file the site replaced since. The
 * `.all-sealed` marker and temporary files of interrupted writes are not stored files: skipped.
 */
export async function copyFilesToBucket({
  dataDir,
  bucketArea,
  onProgress,
}: {
  dataDir: string;
  bucketArea: (area: StorageArea) => BucketArea;
  onProgress?: (done: number, total: number) => void;
}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, refused: [], failed: [] };
  const files = (await Promise.all(STORAGE_AREAS.map((area) => storedFilesOf(dataDir, area)))).flat();
  const buckets = new Map(STORAGE_AREAS.map((area) => [area, bucketArea(area)]));
  let next = 0;
  let done = 0;
  const copyNext = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const { area, key, path } = files[index]!;
      const file = `${area}/${key}`;
      const outcome = await copyOne({ bucket: buckets.get(area)!, area, key, path });
      if (outcome === 'copied') report.copied += 1;
      else if (outcome === 'already-there') report.alreadyThere += 1;
      else if (outcome === 'refused') report.refused.push(file);
      else report.failed.push({ file, problem: outcome.problem });
      onProgress?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, copyNext));
  report.refused.sort(); // finished in any order: listed in the folders' order
  report.failed.sort((a, b) => a.file.localeCompare(b.file));
  return report;
}

type Outcome = 'copied' | 'already-there' | 'refused' | { problem: string };

async function copyOne({ bucket, area, key, path }: { bucket: BucketArea; area: StorageArea; key: string; path: string }): Promise<Outcome> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return { problem: `cannot be read from disk (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})` };
  }
  if (area === 'private' && !isSealed(bytes)) return 'refused';
  try {
    if (await bucket.has(key)) return 'already-there';
    await bucket.put(key, bytes);
    return 'copied';
  } catch (error) {
    return { problem: describeStoreError(error) };
  }
}

async function storedFilesOf(dataDir: string, area: StorageArea) {
  const root = join(dataDir, area);
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []; // nothing stored in this area
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !TEMPORARY_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ area, path, key: relative(root, path).split(sep).join('/') }))
    .filter(({ key }) => !(area === 'private' && key === ALL_SEALED_MARKER_NAME));
}
