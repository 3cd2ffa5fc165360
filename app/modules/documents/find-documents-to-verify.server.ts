import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { maskAadhaar } from '~/modules/students/aadhaar';
import { isRejectionReason, isReviewStatus, type RejectionReason, type ReviewStatus } from './document-reviews.schemas';
import { DOCUMENT_KINDS, type DocumentKind, documentUrl, isDocumentKind } from './documents.schemas';

/** What the admission form says that a document proves: shown beside it to the reviewer. */
export type FormClaims = {
  aadhaar: string;
  sscPercentage: number | null;
  hscPercentage: number | null;
  diplomaPercentage: number | null;
  bachelorPercentage: number | null;
  leavingCertificateType: string;
};
export type EarlierVersion = { versionId: string; url: string; uploadedAt: number; status: ReviewStatus; reason: RejectionReason | null; note: string | null };
export type DocumentToVerify = { document: DocumentKind; versionId: string; url: string; contentType: string; uploadedAt: number; earlier: EarlierVersion[] };
export type StudentToVerify = { studentId: string; name: string; email: string; appliedAt: number | null; claims: FormClaims; documents: DocumentToVerify[] };

export const VERIFY_QUEUE_PAGE = 30;

const withPendingDocuments = (db: DB) => db.selectFrom('documents').select('user_id').where('replaced_at', 'is', null).where('review_status', '=', 'pending');

/** How many students have a document awaiting verification: the whole queue, of which the page shows the first VERIFY_QUEUE_PAGE. */
export async function countStudentsToVerify({ db = defaultDb }: { db?: DB } = {}): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.id', 'in', withPendingDocuments(db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Staff's queue (issue 23 point 5): students with documents awaiting verification, the newest
 * application first (students who have not applied yet after them, newest upload first), each
 * with what the form claims and every earlier version of a pending document.
 */
export async function findDocumentsToVerify({ db = defaultDb, limit = VERIFY_QUEUE_PAGE }: { db?: DB; limit?: number } = {}): Promise<StudentToVerify[]> {
  const pending = withPendingDocuments(db);
  const students = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name as user_name',
      'users.email as user_email',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
      'profiles.aadhaar_last4',
      'profiles.ssc_percentage',
      'profiles.hsc_percentage',
      'profiles.diploma_percentage',
      'profiles.bachelor_percentage',
      'profiles.leaving_certificate_type',
      (eb) =>
        eb
          .selectFrom('applications')
          .select((inner) => inner.fn.max('applications.created_at').as('latest'))
          .whereRef('applications.user_id', '=', 'users.id')
          .as('applied_at'),
      (eb) =>
        eb
          .selectFrom('documents')
          .select((inner) => inner.fn.max('documents.created_at').as('latest'))
          .whereRef('documents.user_id', '=', 'users.id')
          .as('uploaded_at'),
    ])
    .where('users.id', 'in', pending)
    // Students who have not applied yet after those who have (both engines know NULLS LAST).
    .orderBy(sql`applied_at desc nulls last`)
    .orderBy('uploaded_at', 'desc')
    .limit(limit)
    .execute();
  if (students.length === 0) return [];

  const versions = await db
    .selectFrom('documents')
    .select(['id', 'user_id', 'kind', 'content_type', 'created_at', 'replaced_at', 'review_status', 'review_reason', 'review_note'])
    .where(
      'user_id',
      'in',
      students.map((student) => student.id),
    )
    .orderBy('created_at', 'desc')
    .execute();

  return students.map((student) => {
    const own = versions.filter((version) => version.user_id === student.id && isDocumentKind(version.kind));
    const documents = DOCUMENT_KINDS.flatMap((kind): DocumentToVerify[] => {
      const current = own.find((version) => version.kind === kind && version.replaced_at === null);
      if (!current || current.review_status !== 'pending') return [];
      const earlier = own
        .filter((version) => version.kind === kind && version.replaced_at !== null)
        .map((version) => ({
          versionId: version.id,
          url: documentUrl(version.id),
          uploadedAt: Number(version.created_at),
          status: isReviewStatus(version.review_status) ? version.review_status : 'pending',
          reason: isRejectionReason(version.review_reason) ? version.review_reason : null,
          note: version.review_note,
        }));
      return [
        {
          document: kind,
          versionId: current.id,
          url: documentUrl(current.id),
          contentType: current.content_type,
          uploadedAt: Number(current.created_at),
          earlier,
        },
      ];
    });
    return {
      studentId: student.id,
      name: studentName(student),
      email: student.user_email,
      appliedAt: num(student.applied_at as number | string | null),
      claims: {
        aadhaar: maskAadhaar(student.aadhaar_last4),
        sscPercentage: num(student.ssc_percentage),
        hscPercentage: num(student.hsc_percentage),
        diplomaPercentage: num(student.diploma_percentage),
        bachelorPercentage: num(student.bachelor_percentage),
        leavingCertificateType: student.leaving_certificate_type ?? '',
      },
      documents,
    };
  });
}
