import type { Selectable } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { DocumentsTable } from '~/db/schema';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { isId } from '~/utils/ids';
import { isAadhaarScan } from './documents.schemas';
import { privateStorage } from './private-storage.server';

export type DocumentRow = Selectable<DocumentsTable>;

/** Who reads a document: its student, or a member of staff (who may read every student's). */
export type DocumentReader = { type: 'student'; userId: string } | { type: 'admin'; adminId: string };

export const AADHAAR_SCAN_READ = 'student.aadhaar-scan-viewed';

/**
 * A stored document and its original bytes, or null for an unknown or malformed id. A student gets
 * only their own: the check happens in the query, so nobody's file is read from disk for a request
 * that will be refused (another student's id is null, like an unknown one).
 *
 * A member of staff reading an Aadhaar scan is written to the audit log like a reveal of the
 * number (who, which student, which document), after the file has opened and before its bytes are
 * returned: if the entry cannot be written, the scan is not given out. A student reading their own
 * scan is not logged: it is their own data, and their sign-in is audited already.
 *
 * Throws DocumentUnreadableError when the file is not a sealed document this key opens.
 */
export async function readDocument({
  id,
  reader,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  reader: DocumentReader;
  db?: DB;
  /** When a staff read of an Aadhaar scan is logged. */
  now?: number;
}): Promise<{ row: DocumentRow; bytes: Uint8Array } | null> {
  if (!isId(id)) return null;
  let query = db.selectFrom('documents').selectAll().where('id', '=', id);
  if (reader.type === 'student') query = query.where('user_id', '=', reader.userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const bytes = await privateStorage.get(row.storage_key);
  if (!bytes) {
    console.error(`documents: row ${row.id} has no file at ${row.storage_key}`);
    return null;
  }
  if (reader.type === 'admin' && isAadhaarScan(row.kind)) {
    await recordAudit({
      db,
      now,
      actor: { type: 'admin', id: reader.adminId },
      action: AADHAAR_SCAN_READ,
      entity: 'student',
      entityId: row.user_id,
      after: { document: row.kind, documentId: row.id },
    });
  }
  return { row: { ...row, byte_size: Number(row.byte_size), created_at: Number(row.created_at) }, bytes };
}
