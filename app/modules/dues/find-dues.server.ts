import { type RawBuilder, sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { searchWords, studentsMatching } from '~/modules/students/student-search.server';
import { dateInputValue } from '~/utils/dates';
import { DUES_DEFAULT_ORDER, DUES_PAGE_SIZE, type DuesOrder, type DuesSort } from './dues.schemas';

export type DueRow = {
  applicationId: string;
  student: { id: string; name: string; email: string };
  course: { id: string; title: string };
  feePaise: number;
  paidPaise: number;
  balancePaise: number;
  /** The first instalment not paid in full; null when the course has no plan (or one that no longer adds up to the fee). */
  nextInstalment: { number: number; outstandingPaise: number; dueDate: string } | null;
  /** Whole days since the next instalment's due date; 0 when it is not past due (or there is none). */
  daysOverdue: number;
  remindersPaused: boolean;
};

export type DuesPage = { dues: DueRow[]; page: number; perPage: number; total: number; pageCount: number; sort: DuesSort; order: DuesOrder };

const DAY_MS = 86_400_000;
/** Whole days from one ISO calendar day to another (both read as UTC midnights: no zone moves them). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

// What was paid, as the schedule counts it: a refund that took the total below zero covers nothing.
const PAID = sql`(case when a.fees_paid_paise < 0 then 0 else a.fees_paid_paise end)`;

// Courses first: for each course, index applications_dues walks only the applications paid below
// its fee (a range on course_id, fees_paid_paise); the ones paid in full are never read.
const COURSES_FIRST = sql`from courses c inner join applications a on a.course_id = c.id and a.fees_paid_paise < c.fees_paise`;

/**
 * Sorted by name, page 1 should read 20 rows, not sort every owing one (issue 21). The key,
 * student_search.sort_name, is the name staff see (studentName: the admission form's first, middle
 * and last name, else the account's name, else the e-mail) lower-cased, kept by triggers
 * (migration 0029) under index student_search_sort_name. Walking that index, each student's
 * applications are found by their user_id index and kept if they owe, until the page is full.
 * PostgreSQL finds that plan itself; SQLite's planner would rather sort everything, so the query
 * says `student_search s cross join applications a`, which SQLite takes as "s outer" (and
 * PostgreSQL as any inner join).
 */
const NAME_FIRST = sql`from student_search s cross join applications a inner join courses c on c.id = a.course_id and a.fees_paid_paise < c.fees_paise`;

// The student's account and admission form (the name shown) and name sort key, for the rows shown.
const STUDENT = sql`inner join users u on u.id = a.user_id left join profiles pr on pr.user_id = a.user_id
  inner join student_search s on s.user_id = a.user_id`;

/**
 * The rows of the Dues page, in SQL so that filters, sorting and paging run in the database
 * (docs/decisions/034-dues-and-reminders.md). Each instalment of a plan knows the running total
 * through it (`through_paise`, a window sum over the few rows of course_instalments); the next
 * instalment of an application is then the one row of its course's plan whose running total
 * passes what was paid while the one before it does not — an equi-join on the course with a
 * range condition, no correlated subquery per application. Same rule as instalmentSchedule
 * (app/modules/courses/instalment-plan.ts): money counts against the earliest instalments, a plan
 * that no longer adds up to the fee is no schedule. Rejected applications owe nothing.
 */
function duesFrom({
  db,
  course,
  overdue,
  today,
  withPlan,
  withStudent = false,
  byName = false,
  words = [],
}: {
  db: DB;
  course?: string;
  overdue: boolean;
  today: string;
  withPlan: boolean;
  /** Joins the student's account, admission form and name sort key (`s`): for the rows shown. */
  withStudent?: boolean;
  /** Starts from the students in name order (NAME_FIRST): for choosing the page sorted by name. */
  byName?: boolean;
  words?: string[];
}): RawBuilder<unknown> {
  const plan = withPlan
    ? sql`left join plan p on p.course_id = a.course_id and p.total_paise = c.fees_paise
            and p.through_paise > ${PAID} and p.through_paise - p.amount_paise <= ${PAID}`
    : sql``;
  return sql`${byName ? NAME_FIRST : COURSES_FIRST}
    ${withStudent ? STUDENT : sql``}
    ${plan}
    where a.status <> 'Rejected'
    ${byName ? sql`and a.user_id = s.user_id` : sql``}
    ${words.length ? sql`and ${byName ? sql`s.user_id` : sql`a.user_id`} in ${studentsMatching(db, words)}` : sql``}
    ${course ? sql`and a.course_id = ${course}` : sql``}
    ${overdue ? sql`and p.due_date < ${today}` : sql``}`;
}

const PLAN = sql`with plan as (
  select course_id, position, amount_paise, due_date,
    cast(sum(amount_paise) over (partition by course_id order by position) as bigint) as through_paise,
    cast(sum(amount_paise) over (partition by course_id) as bigint) as total_paise
  from course_instalments)`;

/** Column lists chosen here, never from input: each sort's keys, the id last so pages never overlap. */
function orderBy(sort: DuesSort, order: DuesOrder): RawBuilder<unknown> {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  switch (sort) {
    case 'balance':
      return sql`order by c.fees_paise - a.fees_paid_paise ${dir}, a.id`;
    case 'name':
      // Byte order of the lower-cased name on both engines: SQLite's BINARY, PostgreSQL's "C" (the
      // column's collation, and its index's); the same page on either.
      return sql`order by s.sort_name ${dir}, a.id`;
    case 'due':
      // Applications without a due date (no plan) come last either way.
      return sql`order by (p.due_date is null), p.due_date ${dir}, a.id`;
    case 'overdue':
      // Most days overdue = the earliest due date: the opposite direction of the due date.
      return sql`order by (p.due_date is null), p.due_date ${sql.raw(order === 'asc' ? 'desc' : 'asc')}, a.id`;
  }
}

type Row = {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  course_id: string;
  title: string;
  fees_paise: number | string;
  fees_paid_paise: number | string;
  reminders_paused: number | string;
  position: number | string | null;
  outstanding_paise: number | string | null;
  due_date: string | null;
};

/** The Dues page and GET /api/admin/dues: applications that still owe money, one page at a time. */
export async function findDues({
  course,
  name = '',
  overdue = false,
  sort = 'overdue',
  order = DUES_DEFAULT_ORDER[sort],
  page = 1,
  perPage = DUES_PAGE_SIZE,
  db = defaultDb,
  now = Date.now(),
}: {
  course?: string;
  /** Only students with every word in one of their names, as View Applications' search. */
  name?: string;
  overdue?: boolean;
  sort?: DuesSort;
  order?: DuesOrder;
  page?: number;
  perPage?: number;
  db?: DB;
  now?: number;
} = {}): Promise<DuesPage> {
  const today = dateInputValue(now);
  const words = searchWords(name);
  const filters = { db, course, overdue, today, words };
  const total = await countDues(filters);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // A page past the end shows the last one (a filter narrowed while on page 7).
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  if (total === 0) return { dues: [], page: 1, perPage, total: 0, pageCount: 1, sort, order };
  // The page's ids are chosen first (the plan joined only when a filter or the sort needs it, the
  // name's key only when it is the sort), then only those rows are read in full: a deep page
  // sorts keys, not 100 000 joined rows.
  const byName = sort === 'name';
  const { rows } = await sql<Row>`${PLAN}
    select a.id, a.user_id, u.name as user_name, u.email, pr.first_name, pr.middle_name, pr.last_name,
      a.course_id, c.title, c.fees_paise, a.fees_paid_paise, a.reminders_paused,
      p.position, p.through_paise - ${PAID} as outstanding_paise, p.due_date
    ${duesFrom({ ...filters, withPlan: true, withStudent: true })}
    and a.id in (
      select a.id ${duesFrom({ ...filters, withPlan: overdue || sort === 'due' || sort === 'overdue', byName })}
      ${orderBy(sort, order)}
      limit ${perPage} offset ${(current - 1) * perPage})
    ${orderBy(sort, order)}`.execute(db);
  return { dues: rows.map((row) => toDueRow(row, today)), page: current, perPage, total, pageCount, sort, order };
}

/**
 * How many applications the filters leave. Overdue only needs the plan, so the join of duesFrom.
 * Otherwise one count per course of its owing range of applications_dues (duesFrom's rule:
 * paid below the fee, not Rejected): PostgreSQL reads each range from the index alone, where for
 * the join it hash-joined every application to its course, twice as slow at 100,000 (issue 21:
 * the count is most of the Dues page's time); SQLite walks the same ranges either way.
 */
async function countDues(filters: { db: DB; course?: string; overdue: boolean; today: string; words: string[] }): Promise<number> {
  const { db, course, words } = filters;
  const { rows } = filters.overdue
    ? await sql<{ total: number | string | null }>`${PLAN} select count(*) as total ${duesFrom({ ...filters, withPlan: true })}`.execute(db)
    : await sql<{ total: number | string | null }>`select sum((
        select count(*) from applications a where a.course_id = c.id and a.fees_paid_paise < c.fees_paise and a.status <> 'Rejected'
        ${words.length ? sql`and a.user_id in ${studentsMatching(db, words)}` : sql``})) as total
      from courses c ${course ? sql`where c.id = ${course}` : sql``}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

function toDueRow(row: Row, today: string): DueRow {
  const feePaise = Number(row.fees_paise);
  const paidPaise = Number(row.fees_paid_paise);
  const nextInstalment =
    row.position === null || row.due_date === null
      ? null
      : { number: Number(row.position), outstandingPaise: Number(row.outstanding_paise), dueDate: row.due_date };
  return {
    applicationId: row.id,
    student: { id: row.user_id, name: studentName({ ...row, user_email: row.email }), email: row.email },
    course: { id: row.course_id, title: row.title },
    feePaise,
    paidPaise,
    balancePaise: feePaise - paidPaise,
    nextInstalment,
    daysOverdue: nextInstalment && nextInstalment.dueDate < today ? daysBetween(nextInstalment.dueDate, today) : 0,
    remindersPaused: Number(row.reminders_paused) === 1,
  };
}
