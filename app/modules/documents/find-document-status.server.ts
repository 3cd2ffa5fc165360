import { db as defaultDb, type DB } from '~/db/db.server';
import { isRejectionReason, isReviewStatus, type RejectionReason, type ReviewStatus } from './document-reviews.schemas';
import { DOCUMENT_KINDS, type DocumentKind, isDocumentKind } from './documents.schemas';

/** The review of a document's current version, as the student and the API read it. */
export type DocumentStatus = { status: ReviewStatus; reason: RejectionReason | null; note: string | null };

/** The review of each document the student has uploaded (current versions), by document. */
export async function findDocumentStatus({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<Partial<Record<DocumentKind, DocumentStatus>>> {
  const rows = await db
    .selectFrom('documents')
    .select(['kind', 'review_status', 'review_reason', 'review_note'])
    .where('user_id', '=', userId)
    .where('replaced_at', 'is', null)
    .execute();
  const found: Partial<Record<DocumentKind, DocumentStatus>> = {};
  for (const kind of DOCUMENT_KINDS) {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row || !isDocumentKind(row.kind)) continue;
    found[kind] = {
      status: isReviewStatus(row.review_status) ? row.review_status : 'pending',
      reason: isRejectionReason(row.review_reason) ? row.review_reason : null,
      note: row.review_note,
    };
  }
  return found;
}

/**
 * The documents a student has uploaded that are not verified (pending or rejected), in the
 * admission form's order: what stands between the student and a course that requires verified
 * documents. Documents never uploaded are not listed: which ones a course needs is its own rule.
 */
export async function findUnverifiedDocuments({
  userId,
  db = defaultDb,
}: {
  userId: string;
  db?: DB;
}): Promise<{ document: DocumentKind; status: 'pending' | 'rejected' }[]> {
  const statuses = await findDocumentStatus({ userId, db });
  return DOCUMENT_KINDS.flatMap((document) => {
    const status = statuses[document]?.status;
    return status === 'pending' || status === 'rejected' ? [{ document, status }] : [];
  });
}
