import { db as defaultDb, type DB } from '~/db/db.server';
import { NAME_SEARCH_MAX, NAME_SEARCH_TOO_LONG } from '~/modules/students/student-search.schemas';
import { countApplicationsOfStudentsNamed, searchWords, studentsMatching } from '~/modules/students/student-search.server';
import { AppError } from '~/utils/errors';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { Database } from '~/db/schema';
import { selectApplicationViews, toStaffApplicationView, type StaffApplicationView } from './application-view.server';
import type { ReviewStatus } from '~/modules/documents/document-reviews.schemas';
import type { Category } from '~/modules/students/profile.schemas';
import type { ApplicationStatus, FeeStatus } from './applications.schemas';
import type { OfferFilter } from './offer-filters';

export const APPLICANTS_PAGE_SIZE_MAX = 100;

/** An application as View Applications lists it: also how many payment receipts it has. */
export type ListedApplication = StaffApplicationView & { receiptCount: number };
export type ApplicantsPage = { applications: ListedApplication[]; page: number; pageSize: number; total: number; pageCount: number };

type Filters = { status?: ApplicationStatus; fees?: FeeStatus; category?: Category; documents?: ReviewStatus; offer?: OfferFilter };

// A search with this many applications is a common name: see `walkNewestFirst` in matching().
const COMMON_NAME_APPLICATIONS = 1_000;

/**
 * The applications to count and page. Every application has its student and course: both
 * columns are NOT NULL foreign keys (enforced on SQLite too, foreign_keys = ON) deleted with
 * cascade, so counting and paging need no join; the rows shown are still inner-joined
 * (selectApplicationViews). Kept to the applications table, the newest-first walk follows
 * index applications_created_at and stops after one page instead of sorting 100 000 joined rows.
 */
function matching(db: DB, words: string[], { status, fees, category, documents, offer }: Filters, { walkNewestFirst = false, now = Date.now() } = {}) {
  let query = db.selectFrom('applications');
  // The matching students are found once, through the trigram index of their names ('asha patil'
  // finds 'Asha Sunil Patil', each word in one of the names), then their applications by
  // membership: no correlated subquery per application and word. Paging a rare name, their few
  // applications are found by applications_user_created_at and sorted. Paging a common one
  // (thousands), walking every application newest first and checking it against the matches finds
  // a page after a few hundred rows: `user_id || ''` hides the user_id indexes so that the engine
  // walks (SQLite, which cannot tell the two apart, always took the indexes; PostgreSQL walks too).
  const student = walkNewestFirst ? sql<string>`applications.user_id || ''` : sql.ref<string>('applications.user_id');
  if (words.length) query = query.where(student, 'in', studentsMatching(db, words));
  if (status) query = query.where('applications.status', '=', status);
  if (fees) query = query.where((eb) => feeStatusIs(eb, fees));
  // The category the student gave on the admission form (issue 23: reservation by category).
  if (category)
    query = query.where('applications.user_id', 'in', db.selectFrom('profiles').select('profiles.user_id').where('profiles.category', '=', category));
  if (documents) query = query.where('applications.user_id', 'in', studentsWhoseDocuments(db, documents));
  if (offer) query = query.where((eb) => offerIs(eb, offer, now));
  return query;
}

/**
 * An application's offers as decision 048 reads them: an open offer past the end of its deadline
 * day is lapsed even before a write says so, and one whose application staff decided themselves
 * is closed (neither offered nor lapsed). Waitlisted: on a round's list, never offered a seat.
 */
function offerIs(eb: ExpressionBuilder<Database, 'applications'>, offer: OfferFilter, now: number): Expression<SqlBool> {
  const offers = () => eb.selectFrom('offers').select('offers.id').whereRef('offers.application_id', '=', 'applications.id');
  const stillOpen = eb('applications.status', '=', 'Pending');
  switch (offer) {
    case 'offered':
      return eb.and([stillOpen, eb.exists(offers().where('offers.state', '=', 'open').where('offers.deadline_at', '>=', now))]);
    case 'lapsed':
      return eb.or([
        eb.exists(offers().where('offers.state', '=', 'lapsed')),
        eb.and([stillOpen, eb.exists(offers().where('offers.state', '=', 'open').where('offers.deadline_at', '<', now))]),
      ]);
    case 'accepted':
    case 'declined':
      return eb.exists(offers().where('offers.state', '=', offer));
    case 'waitlisted':
      return eb.and([
        eb.exists(
          eb
            .selectFrom('merit_round_entries')
            .select('merit_round_entries.round_id')
            .whereRef('merit_round_entries.application_id', '=', 'applications.id')
            .where('merit_round_entries.outcome', '=', 'waitlisted'),
        ),
        eb.not(eb.exists(offers())),
      ]);
  }
}

/**
 * The students by the reviews of their documents' current versions (decision 046): some awaiting
 * verification, some rejected, or every one verified (and at least one uploaded).
 */
function studentsWhoseDocuments(db: DB, review: ReviewStatus) {
  const current = db.selectFrom('documents').select('documents.user_id').where('documents.replaced_at', 'is', null);
  if (review !== 'verified') return current.where('documents.review_status', '=', review);
  return current.groupBy('documents.user_id').having(sql<number>`sum(case when documents.review_status = 'verified' then 0 else 1 end)`, '=', 0);
}

/**
 * The fee status of application-view.server.ts (staff's mark, else Paid when what was paid covers
 * a course fee above zero) as SQL, so the filter runs on the server. Each side is spelled out:
 * NOT of the other would drop the rows where a NULL makes the comparison unknown.
 */
function feeStatusIs(eb: ExpressionBuilder<Database, 'applications'>, fees: FeeStatus): Expression<SqlBool> {
  const covered = eb.exists(
    eb
      .selectFrom('courses')
      .select('courses.id')
      .whereRef('courses.id', '=', 'applications.course_id')
      .where('courses.fees_paise', '>', 0)
      .whereRef('courses.fees_paise', '<=', 'applications.fees_paid_paise'),
  );
  const unmarked = eb('applications.fee_status_mark', 'is', null);
  return eb.or([eb('applications.fee_status_mark', '=', fees), eb.and([unmarked, fees === 'Paid' ? covered : eb.not(covered)])]);
}

/**
 * View Applications (spec §2): newest first, one page at a time, with the total; optionally only
 * one application status, fee status, category, documents' review and merit-round offer (the filters run here, not in the browser). The page's ids
 * are chosen on the applications table alone and only those rows are joined to students, courses,
 * photos and resumes, so a deep page costs an index walk, not 100 000 joins.
 */
export async function findApplicants({
  page = 1,
  pageSize = 20,
  name = '',
  status,
  fees,
  category,
  documents,
  offer,
  now = Date.now(),
  db = defaultDb,
}: { page?: number; pageSize?: number; name?: string; now?: number; db?: DB } & Filters = {}): Promise<ApplicantsPage> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > APPLICANTS_PAGE_SIZE_MAX) {
    throw new AppError('BAD_REQUEST', `pageSize must be a whole number from 1 to ${APPLICANTS_PAGE_SIZE_MAX}.`);
  }
  if (name.length > NAME_SEARCH_MAX) throw new AppError('BAD_REQUEST', NAME_SEARCH_TOO_LONG);
  const words = searchWords(name);

  const filters = { status, fees, category, documents, offer };
  const count = await countMatching(db, words, filters, now);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  // A page past the end shows the last one (a search narrowed while on page 7).
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  if (count === 0) return { applications: [], page: 1, pageSize, total: 0, pageCount: 1 };

  // Walking newest first suits a common name's first pages, not its last ones.
  const offset = (current - 1) * pageSize;
  const walkNewestFirst = count >= COMMON_NAME_APPLICATIONS && offset + pageSize <= count / 10;
  const ids = matching(db, words, filters, { walkNewestFirst, now })
    .select('applications.id')
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(pageSize)
    .offset(offset);
  const rows = await selectApplicationViews(db)
    .where('applications.id', 'in', ids)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const receipts = await receiptCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    applications: rows.map((row) => ({ ...toStaffApplicationView(row), receiptCount: receipts.get(row.id) ?? 0 })),
    page: current,
    pageSize,
    total: count,
    pageCount,
  };
}

/** A name alone is counted from the students' application counts; any other filter needs the applications themselves. */
async function countMatching(db: DB, words: string[], filters: Filters, now: number): Promise<number> {
  if (words.length && Object.values(filters).every((value) => value === undefined)) return countApplicationsOfStudentsNamed(db, words);
  const { total } = await matching(db, words, filters, { now })
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * The payment receipts of each application of the page (`receipts` of kind 'payment': one per
 * ledger payment, decision 026), so accounts see at a glance what was receipted; fee statements
 * and credit notes are not receipts of money received.
 */
async function receiptCounts(db: DB, applicationIds: string[]): Promise<Map<string, number>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .selectFrom('receipts')
    .select(['application_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('kind', '=', 'payment')
    .where('application_id', 'in', applicationIds)
    .groupBy('application_id')
    .execute();
  return new Map(rows.map((row) => [row.application_id, Number(row.count)]));
}
