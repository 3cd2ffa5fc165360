import type { Selectable } from 'kysely';
import { db } from '~/db/db.server';
import type { DocumentsTable } from '~/db/schema';
import { privateStorage } from '~/modules/images/storage.server';
import { isId } from '~/utils/ids';

export type DocumentRow = Selectable<DocumentsTable>;

/**
 * A stored document and its bytes, or null for an unknown or malformed id. With `ownerId`, another
 * user's document is null as well: the check happens in the query, so nobody's file is read from
 * disk for a request that will be refused.
 */
export async function readDocument(id: string, { ownerId }: { ownerId?: string } = {}): Promise<{ row: DocumentRow; bytes: Uint8Array } | null> {
  if (!isId(id)) return null;
  let query = db.selectFrom('documents').selectAll().where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const bytes = await privateStorage.get(row.storage_key);
  if (!bytes) {
    console.error(`documents: row ${row.id} has no file at ${row.storage_key}`);
    return null;
  }
  return { row: { ...row, byte_size: Number(row.byte_size), created_at: Number(row.created_at) }, bytes };
}
