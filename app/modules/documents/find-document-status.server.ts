import { db as defaultDb, type DB } from '~/db/db.server';
import { isRejectionReason, isReviewStatus, type RejectionReason, type ReviewStatus } from './document-reviews.schemas';
import { DOCUMENT_KINDS, type DocumentKind, isDocumentKind } from './documents.schemas';

/** The review of a document's current version, as the student and the API read it. */
export type DocumentStatus = { status: ReviewStatus; reason: RejectionReason | null; note: string | null };
export type DocumentStatuses = Partial<Record<DocumentKind, DocumentStatus>>;

/** The review of each document each student has uploaded (current versions), by student: one query for them all. */
export async function findDocumentStatuses({ userIds, db = defaultDb }: { userIds: string[]; db?: DB }): Promise<Map<string, DocumentStatuses>> {
  const found = new Map<string, DocumentStatuses>(userIds.map((userId) => [userId, {}]));
  if (userIds.length === 0) return found;
  const rows = await db
    .selectFrom('documents')
    .select(['user_id', 'kind', 'review_status', 'review_reason', 'review_note'])
    .where('user_id', 'in', userIds)
    .where('replaced_at', 'is', null)
    .execute();
  for (const row of rows) {
    if (!isDocumentKind(row.kind)) continue;
    found.get(row.user_id)![row.kind] = {
      status: isReviewStatus(row.review_status) ? row.review_status : 'pending',
      reason: isRejectionReason(row.review_reason) ? row.review_reason : null,
      note: row.review_note,
    };
  }
  return found;
}

/** The review of each document the student has uploaded (current versions), by document. */
export async function findDocumentStatus({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<DocumentStatuses> {
  return (await findDocumentStatuses({ userIds: [userId], db })).get(userId)!;
}

/**
 * The documents a student has uploaded that are not verified (pending or rejected), in the
 * admission form's order: what stands between the student and a course that requires verified
 * documents. Documents never uploaded are not listed: which ones a course needs is its own rule.
 */
export function unverifiedIn(statuses: DocumentStatuses): { document: DocumentKind; status: 'pending' | 'rejected' }[] {
  return DOCUMENT_KINDS.flatMap((document) => {
    const status = statuses[document]?.status;
    return status === 'pending' || status === 'rejected' ? [{ document, status }] : [];
  });
}

export async function findUnverifiedDocuments({ userId, db = defaultDb }: { userId: string; db?: DB }) {
  return unverifiedIn(await findDocumentStatus({ userId, db }));
}
