import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { localDisk, type Storage } from '~/modules/images/storage.server';
import { env } from '~/utils/env.server';
import { DocumentUnreadableError, getDocumentKey, sealDocument, unsealDocument } from './document-vault.server';

// Private documents (Aadhaar scans, marksheets, photos, resumes): a sibling of uploads/, never
// below it, so no public route or static folder can reach them; they leave only through /files
// after a check. Every file is sealed here on the way in and opened (tag verified) on the way out:
// this is the only handle on the folder, so no code path writes or reads a document in clear.
// The one exception is the start-up step that seals files kept in clear by earlier versions
// (encrypt-clear-documents.server.ts).
export const PRIVATE_DIR = join(env.DATA_DIR, 'private');
/** Written once every file under PRIVATE_DIR was found sealed: later starts skip the walk. */
export const ALL_SEALED_MARKER = join(PRIVATE_DIR, '.all-sealed');

const disk = localDisk(PRIVATE_DIR);

export const privateStorage: Storage = {
  put: (key, bytes) => disk.put(key, sealDocument({ plaintext: bytes, storageKey: key, key: getDocumentKey() })),
  async get(key) {
    const sealed = await disk.get(key);
    try {
      // Throws DocumentUnreadableError for a clear, foreign-key or altered file: never served.
      return sealed && unsealDocument({ sealed, storageKey: key, key: getDocumentKey() });
    } catch (error) {
      // A clear file after the folder was sealed: restored from an old backup. The next start
      // walks the folder again and seals it.
      if (error instanceof DocumentUnreadableError && error.reason === 'not-encrypted') await unlink(ALL_SEALED_MARKER).catch(() => {});
      throw error;
    }
  },
  delete: (key) => disk.delete(key),
};
