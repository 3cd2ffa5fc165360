import { db as defaultDb, type DB } from '~/db/db.server';
import { discardDocumentBytes } from './discard-document-bytes.server';
import type { DocumentKind } from './documents.schemas';

/** Deletes a student's document of one kind, every version, rows then bytes; false when there was none. */
export async function deleteDocument({ userId, kind, db = defaultDb }: { userId: string; kind: DocumentKind; db?: DB }): Promise<boolean> {
  const rows = await db.deleteFrom('documents').where('user_id', '=', userId).where('kind', '=', kind).returning('storage_key').execute();
  for (const row of rows) await discardDocumentBytes(row.storage_key);
  return rows.length > 0;
}
