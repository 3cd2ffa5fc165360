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
 * Stores a student's document of one kind, replacing the one before. The type comes from the
 * bytes; the name and declared type of the upload are never used. Every refusal is a 4xx
 * AppError and leaves nothing behind. A replaced document's bytes are deleted once the new row
 * has committed: an old Aadhaar scan must not linger.
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
  let replacedKey: string | undefined;
  try {
    replacedKey = await replaceRow({ row, db });
  } catch (error) {
    await discardDocumentBytes(row.storage_key);
    throw error;
  }
  if (replacedKey) await discardDocumentBytes(replacedKey);
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

/** Swaps the (user, kind) row for a new one; returns the storage key of the row it replaced. */
async function replaceRow({ row, db }: { row: Insertable<DocumentsTable>; db: DB }): Promise<string | undefined> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const old = await trx
          .deleteFrom('documents')
          .where('user_id', '=', row.user_id)
          .where('kind', '=', row.kind)
          .returning('storage_key')
          .executeTakeFirst();
        await trx.insertInto('documents').values(row).execute();
        return old?.storage_key;
      });
    } catch (error) {
      // Two uploads of one kind at once on PostgreSQL: the later insert meets the earlier one's
      // uncommitted row and fails. Trying again deletes that row (and, above, its bytes), so the
      // last upload wins and no file is orphaned. SQLite serialises writers and never gets here.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('CONFLICT', documentMessages.busy);
}
