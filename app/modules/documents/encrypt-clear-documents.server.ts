import { access, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { env } from '~/utils/env.server';
import { getDocumentKey, isSealed, SEALED_MAGIC_BYTES, sealDocument } from './document-vault.server';
import { ALL_SEALED_MARKER, PRIVATE_DIR } from './private-storage.server';

/** Temporary files: `<name>.<pid>.tmp` from a disk write, `<name>.<pid>.encrypting` from here. */
export const TEMPORARY_FILE = /\.(\d+)\.(tmp|encrypting)$/;

/**
 * Encrypts, in place, every private document still kept in clear by versions before decision 018.
 * Runs at start-up before the server listens; idempotent (sealed files are recognised by their
 * header and left alone) and safe to interrupt: each file is sealed into a temporary file beside
 * it, flushed to disk, then renamed over the original, so a file is either wholly clear or wholly
 * sealed. The storage key (the path under private/) is bound into each file exactly as a new
 * upload's is. Temporary files left by an interrupted run or write are removed: no row ever names
 * them. A completed walk leaves a marker so later starts skip it (reading every file's header
 * took ~5 s for 18,000 files on a busy 2-core machine); a clear file met by a read removes the
 * marker again (private-storage.server.ts). Returns how many files it encrypted.
 */
export async function encryptClearDocuments(): Promise<number> {
  // With FILE_STORAGE=s3 the documents are in the bucket, and nothing there is clear: files reach
  // it only through privateStorage, which seals them, or through `npm run files:copy-to-s3`, which
  // copies sealed files only (decision 037). The disk folder is no longer read, so not walked.
  if (env.fileStorage.kind === 's3') return 0;
  if (await exists(ALL_SEALED_MARKER)) return 0;
  const root = PRIVATE_DIR;
  let encrypted = 0;
  for (const path of await filesUnder(root)) {
    if (path === ALL_SEALED_MARKER) continue;
    const temporary = TEMPORARY_FILE.exec(path);
    if (temporary) {
      if (!isRunning(Number(temporary[1]))) await unlink(path).catch(ignoreMissing);
      continue;
    }
    if (await startsSealed(path)) continue;
    const plaintext = await readFile(path);
    const storageKey = relative(root, path).split(sep).join('/');
    await replaceDurably(path, sealDocument({ plaintext, storageKey, key: getDocumentKey() }));
    encrypted += 1;
  }
  if (await exists(root)) await replaceDurably(ALL_SEALED_MARKER, new TextEncoder().encode('Every file in this folder was found sealed (decision 018).\n'));
  return encrypted;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []; // nothing stored yet
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function startsSealed(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(SEALED_MAGIC_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return isSealed(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** Writes and flushes a temporary file, renames it over the original, then flushes the folder. */
async function replaceDurably(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.encrypting`;
  const file = await open(temporary, 'w', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync(); // the rename itself survives a power cut
  } finally {
    await folder.close();
  }
}

// A temporary file of a live process is its write in progress; any other is a leftover. This runs
// before the server listens, so this process has no write in progress: its own pid is a leftover
// from an earlier life (a container restarts with the same pid).
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ignoreMissing(error: NodeJS.ErrnoException) {
  if (error.code !== 'ENOENT') throw error;
}
