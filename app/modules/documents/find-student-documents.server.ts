import { db as defaultDb, type DB } from '~/db/db.server';
import { type DocumentKind, documentFileName, documentUrl, isDocumentKind } from './documents.schemas';

/** What the admission form says about a file on record, since a file input cannot be prefilled. */
export type StoredDocument = { url: string; fileName: string; contentType: string; byteSize: number; uploadedAt: number };

/** The student's current documents by kind (a new upload replaces the version before; staff keep that one). */
export async function findStudentDocuments({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<Partial<Record<DocumentKind, StoredDocument>>> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'content_type', 'byte_size', 'created_at'])
    .where('user_id', '=', userId)
    .where('replaced_at', 'is', null)
    .execute();
  const found: Partial<Record<DocumentKind, StoredDocument>> = {};
  for (const row of rows) {
    if (!isDocumentKind(row.kind)) continue;
    found[row.kind] = {
      url: documentUrl(row.id),
      fileName: documentFileName(row.kind, row.content_type),
      contentType: row.content_type,
      byteSize: Number(row.byte_size),
      uploadedAt: Number(row.created_at),
    };
  }
  return found;
}
