import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { diskFolderOf, fileStoreFor } from '~/modules/file-store/file-store.server';
import type { Storage } from '~/modules/file-store/storage.server';
import { env } from '~/utils/env.server';
import { DocumentUnreadableError, getDocumentKey, sealDocument, unsealDocument } from './document-vault.server';

// Private documents (Aadhaar scans, marksheets, photos, resumes) and payment screenshots: a
// sibling of uploads/ (a folder under DATA_DIR, or a prefix in the bucket), never below it, so no
// public route or static folder can reach them; they leave only through /files after a check.
// Every file is sealed here on the way in and opened (tag verified) on the way out, whichever
// store is configured: this is the only handle on the area, so no code path writes or reads a
// document in clear, and a bucket only ever holds ciphertext (decision 037). The one exception is
// the start-up step that seals files kept in clear on disk by earlier versions
// (encrypt-clear-documents.server.ts).
export const PRIVATE_DIR = diskFolderOf('private');
/** Written once every file under PRIVATE_DIR was found sealed: later starts skip the walk. */
export const ALL_SEALED_MARKER_NAME = '.all-sealed';
export const ALL_SEALED_MARKER = join(PRIVATE_DIR, ALL_SEALED_MARKER_NAME);

const store = fileStoreFor('private');

export const privateStorage: Storage = {
  put: (key, bytes) => store.put(key, sealDocument({ plaintext: bytes, storageKey: key, key: getDocumentKey() })),
  async get(key) {
    const sealed = await store.get(key);
    try {
      // Throws DocumentUnreadableError for a clear, foreign-key or altered file: never served.
      return sealed && unsealDocument({ sealed, storageKey: key, key: getDocumentKey() });
    } catch (error) {
      // A clear file on disk after the folder was sealed: restored from an old backup. The next
      // start walks the folder again and seals it. (No start-up walk seals a bucket: only this
      // wrapper and the copy command, which refuses clear files, put files there.)
      const clearOnDisk = error instanceof DocumentUnreadableError && error.reason === 'not-encrypted' && env.fileStorage.kind === 'disk';
      if (clearOnDisk) await unlink(ALL_SEALED_MARKER).catch(() => {});
      throw error;
    }
  },
  delete: (key) => store.delete(key),
};
