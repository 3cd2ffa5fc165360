import { privateStorage } from './private-storage.server';

/**
 * Removes the bytes of a document whose row is already gone. Called after the database write
 * commits, so a failed write never leaves a row without its file; if the delete itself fails the
 * key is logged (ids only, no personal data) for removal by hand rather than failing a request
 * whose change is already saved.
 */
export async function discardDocumentBytes(key: string): Promise<void> {
  try {
    await privateStorage.delete(key);
  } catch (error) {
    console.error(`documents: could not delete ${key}; remove it by hand`, error);
  }
}
