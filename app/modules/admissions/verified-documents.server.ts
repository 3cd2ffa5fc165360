import type { DB } from '~/db/db.server';
import { type DocumentStatuses, findDocumentStatus, unverifiedIn } from '~/modules/documents/find-document-status.server';
import { DOCUMENT_LABELS, type DocumentKind } from '~/modules/documents/documents.schemas';
import { AppError } from '~/utils/errors';

/** What every student of a course that requires verified documents must have uploaded (decision 045). */
export const DOCUMENTS_ALWAYS_REQUIRED = ['profilePhoto', 'aadharFront', 'aadharBack'] as const satisfies readonly DocumentKind[];

/**
 * What stands between a student and a course that requires verified documents, one phrase per
 * document: none when the photo and both sides of the Aadhaar card are uploaded and every document
 * the student uploaded is verified (decision 046 keeps a review per version: a new upload is
 * pending again).
 */
export function documentProblemsIn(statuses: DocumentStatuses): string[] {
  const missing = DOCUMENTS_ALWAYS_REQUIRED.filter((document) => !statuses[document]).map((document) => `${DOCUMENT_LABELS[document]} not uploaded`);
  const unverified = unverifiedIn(statuses).map(
    ({ document, status }) => `${DOCUMENT_LABELS[document]} ${status === 'pending' ? 'awaiting verification' : 'rejected'}`,
  );
  return [...missing, ...unverified];
}

/** Inside the accepting transaction of a course that requires verified documents: refuses (409), naming each document that stands in the way. */
export async function ensureDocumentsVerified(trx: DB, userId: string): Promise<void> {
  const problems = documentProblemsIn(await findDocumentStatus({ userId, db: trx }));
  if (problems.length) throw new AppError('CONFLICT', documentsNotVerified(problems));
}

export const documentsNotVerified = (problems: string[]) => `This course accepts only students whose documents are verified: ${problems.join(', ')}.`;
