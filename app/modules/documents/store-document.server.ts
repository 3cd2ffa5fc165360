import type { Insertable } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import type { DocumentsTable } from '~/db/schema';
import { privateStorage } from './private-storage.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { detectDocumentType, SNIFF_BYTES } from './detect-document-type.server';
import { discardDocumentBytes } from './discard-document-bytes.server';
import {
  acceptedTypes,
  DOCUMENT_EXTENSIONS,
  type DocumentContentType,
  type DocumentKind,
  documentMessages,
  documentUrl,
  isDocumentKind,
  maxBytesFor,
  maxBytesForKind,
} from './documents.schemas';
import { sanitizeDocument } from './sanitize-document.server';

export type StoredDocument = { id: string; url: string; contentType: DocumentContentType };

// The user id becomes a folder name: it comes from the session, but a key is a path, so it is held
// to the characters ids are made of (better-auth's and ours).
const safeUserId = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Stores a student's document of one kind as its new current version, pending review. The type
 * comes from the bytes; the name and declared type of the upload are never used. Every refusal is
 * a 4xx AppError and leaves nothing behind. The version it replaces is kept, with its review, for
 * staff (docs/decisions/046-verified-documents.md); its bytes go when the student's data is erased.
 */
export async function storeDocument({
  userId,
  kind,
  file,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  kind: DocumentKind;
  file: Blob;
  db?: DB;
  now?: number;
}): Promise<StoredDocument> {
  if (!safeUserId.test(userId)) throw new Error('storeDocument: user id has unexpected characters');
  const type = await checkDocument({ kind, file });
  const bytes = await sanitizeDocument({ bytes: new Uint8Array(await file.arrayBuffer()), type });

  const id = newId(now);
  const row = {
    id,
    user_id: userId,
    kind,
    content_type: type,
    byte_size: bytes.byteLength,
    storage_key: `documents/${userId}/${id}.${DOCUMENT_EXTENSIONS[type]}`,
    created_at: now,
  };
  // Bytes first, row second: a row never points at a file that is not there yet.
  await privateStorage.put(row.storage_key, bytes);
  try {
    await replaceRow({ row, db, now });
  } catch (error) {
    await discardDocumentBytes(row.storage_key);
    throw error;
  }
  return { id, url: documentUrl(id), contentType: type };
}

/**
 * What storeDocument refuses, found from the size and the first bytes only: lets a form check
 * every file before it stores anything. Returns the type the bytes really are.
 */
export async function checkDocument({ kind, file }: { kind: DocumentKind; file: Blob }): Promise<DocumentContentType> {
  if (!isDocumentKind(kind)) throw new AppError('BAD_REQUEST', 'Unknown document.');
  // Blob.size is known before a byte is read, so an oversize upload costs no buffering here.
  if (file.size > maxBytesForKind(kind)) throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooLarge(kind));
  if (file.size === 0) throw new AppError('BAD_REQUEST', documentMessages.empty);
  const type = await detectDocumentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.unrecognised(kind));
  if (!acceptedTypes(kind).includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.notAllowed(kind));
  if (file.size > maxBytesFor(type)) throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.tooLarge(kind, type));
  return type;
}

/** Marks the current (user, kind) version replaced and inserts the new one as current. */
async function replaceRow({ row, db, now }: { row: Insertable<DocumentsTable>; db: DB; now: number }): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('documents')
          .set({ replaced_at: now })
          .where('user_id', '=', row.user_id)
          .where('kind', '=', row.kind)
          .where('replaced_at', 'is', null)
          .execute();
        await trx.insertInto('documents').values(row).execute();
      });
    } catch (error) {
      // Two uploads of one kind at once on PostgreSQL: the later insert meets the earlier one's
      // uncommitted current row and fails. Trying again marks that row replaced, so the last
      // upload wins and the earlier one stays as a version. SQLite serialises writers and never gets here.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('CONFLICT', documentMessages.busy);
}
