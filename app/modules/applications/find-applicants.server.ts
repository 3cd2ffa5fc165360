import { type ExpressionBuilder, sql } from 'kysely';
import { db } from '~/db/db.server';
import type { Database } from '~/db/schema';
import { AppError } from '~/utils/errors';
import { selectApplicationViews, toApplicationView, type ApplicationView } from './application-view.server';

export const APPLICANTS_PAGE_SIZE_MAX = 100;
export const APPLICANT_NAME_MAX = 100;
// More words than a name has would only make the query longer.
const NAME_WORDS_MAX = 5;

export type ApplicantsPage = { applications: ApplicationView[]; page: number; pageSize: number; total: number; pageCount: number };

type Joined = ExpressionBuilder<Database & { profiles: Database['profiles'] }, 'applications' | 'users' | 'courses' | 'profiles'>;

// LIKE with a user's text: % and _ are literal, '\' is the escape on both SQLite and PostgreSQL.
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word must appear in one of the student's names (first, middle, last from the admission
 * form, or the account's name), ignoring case: 'asha patil' finds 'Asha Sunil Patil'. lower() on
 * both sides because PostgreSQL's LIKE is case-sensitive (SQLite's lower() folds ASCII only).
 */
function nameMatches(words: string[]) {
  return (eb: Joined) =>
    eb.and(
      words.map((word) => {
        const pattern = likePattern(word);
        const like = (column: 'profiles.first_name' | 'profiles.middle_name' | 'profiles.last_name' | 'users.name') =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        return eb.or([like('profiles.first_name'), like('profiles.middle_name'), like('profiles.last_name'), like('users.name')]);
      }),
    );
}

/** Applications with both a student and a course (inner joins), filtered by name when asked. */
function matching(words: string[]) {
  let query = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id');
  // The profile is joined only for a name search: paging the whole list never needs it.
  if (words.length === 0) return query.leftJoin('profiles', (join) => join.onRef('profiles.user_id', '=', 'applications.user_id').on(sql.lit(false)));
  return query.leftJoin('profiles', 'profiles.user_id', 'applications.user_id').where(nameMatches(words));
}

/**
 * View Applications (spec §2): newest first, one page at a time, with the total. The page's ids
 * are chosen on the applications table alone (index applications_created_at) and only those rows
 * are joined to photos, resumes and profiles, so a deep page costs an index walk, not 100 000 joins.
 */
export async function findApplicants({ page = 1, pageSize = 20, name = '' }: { page?: number; pageSize?: number; name?: string } = {}): Promise<ApplicantsPage> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > APPLICANTS_PAGE_SIZE_MAX) {
    throw new AppError('BAD_REQUEST', `pageSize must be a whole number from 1 to ${APPLICANTS_PAGE_SIZE_MAX}.`);
  }
  if (name.length > APPLICANT_NAME_MAX) throw new AppError('BAD_REQUEST', `The name to search is too long (${APPLICANT_NAME_MAX} characters at most).`);
  const words = name.toLowerCase().split(/\s+/).filter(Boolean).slice(0, NAME_WORDS_MAX);

  const { total } = await matching(words).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  // A page past the end shows the last one (a search narrowed while on page 7).
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  if (count === 0) return { applications: [], page: 1, pageSize, total: 0, pageCount: 1 };

  const ids = matching(words)
    .select('applications.id')
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const rows = await selectApplicationViews(db)
    .where('applications.id', 'in', ids)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  return { applications: rows.map(toApplicationView), page: current, pageSize, total: count, pageCount };
}
