import { type RawBuilder, sql } from 'kysely';
import { db as defaultDb, type DB, dialect } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
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
  course,
  overdue,
  today,
  withPlan,
  withStudent = false,
}: {
  course?: string;
  overdue: boolean;
  today: string;
  withPlan: boolean;
  withStudent?: boolean;
}): RawBuilder<unknown> {
  const plan = withPlan
    ? sql`left join plan p on p.course_id = a.course_id and p.total_paise = c.fees_paise
            and p.through_paise > ${PAID} and p.through_paise - p.amount_paise <= ${PAID}`
    : sql``;
  // Courses first: for each course, index applications_dues walks only the applications paid
  // below its fee (a range on course_id, fees_paid_paise); the ones paid in full are never read.
  return sql`from courses c
    inner join applications a on a.course_id = c.id and a.fees_paid_paise < c.fees_paise
    ${withStudent ? sql`inner join users u on u.id = a.user_id left join profiles pr on pr.user_id = a.user_id` : sql``}
    ${plan}
    where a.status <> 'Rejected'
    ${course ? sql`and a.course_id = ${course}` : sql``}
    ${overdue ? sql`and p.due_date < ${today}` : sql``}`;
}

const PLAN = sql`with plan as (
  select course_id, position, amount_paise, due_date,
    cast(sum(amount_paise) over (partition by course_id order by position) as bigint) as through_paise,
    cast(sum(amount_paise) over (partition by course_id) as bigint) as total_paise
  from course_instalments)`;

/**
 * The name staff see (studentName: the admission form's first, middle and last name, else the
 * account's name, else the e-mail), lower-cased, as the name sort's key. One space where the
 * middle name is missing, as the name is shown.
 */
const STUDENT_NAME = sql`lower(coalesce(
  nullif(trim(replace(coalesce(pr.first_name, '') || ' ' || coalesce(pr.middle_name, '') || ' ' || coalesce(pr.last_name, ''), '  ', ' ')), ''),
  nullif(trim(u.name), ''),
  u.email))`;

/** Column lists chosen here, never from input: each sort's keys, the id last so pages never overlap. */
function orderBy(sort: DuesSort, order: DuesOrder): RawBuilder<unknown> {
  const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
  switch (sort) {
    case 'balance':
      return sql`order by c.fees_paise - a.fees_paid_paise ${dir}, a.id`;
    case 'name':
      // Byte order of the lower-cased name on both engines: SQLite's BINARY, PostgreSQL's "C"
      // (also far cheaper to sort than the database's locale); the same page on either.
      return sql`order by ${dialect === 'postgres' ? sql`${STUDENT_NAME} collate "C"` : STUDENT_NAME} ${dir}, a.id`;
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
  overdue = false,
  sort = 'overdue',
  order = DUES_DEFAULT_ORDER[sort],
  page = 1,
  perPage = DUES_PAGE_SIZE,
  db = defaultDb,
  now = Date.now(),
}: {
  course?: string;
  overdue?: boolean;
  sort?: DuesSort;
  order?: DuesOrder;
  page?: number;
  perPage?: number;
  db?: DB;
  now?: number;
} = {}): Promise<DuesPage> {
  const today = dateInputValue(now);
  // Counting needs the plan only to tell overdue from not.
  const counted = await sql<{
    total: number | string;
  }>`${overdue ? PLAN : sql``} select count(*) as total ${duesFrom({ course, overdue, today, withPlan: overdue })}`.execute(db);
  const total = Number(counted.rows[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // A page past the end shows the last one (a filter narrowed while on page 7).
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  if (total === 0) return { dues: [], page: 1, perPage, total: 0, pageCount: 1, sort, order };
  // The page's ids are chosen first (the student's name joined only when it is the sort key), then
  // only those rows are read in full: a deep page sorts keys, not 100 000 joined rows.
  const { rows } = await sql<Row>`${PLAN}
    select a.id, a.user_id, u.name as user_name, u.email, pr.first_name, pr.middle_name, pr.last_name,
      a.course_id, c.title, c.fees_paise, a.fees_paid_paise, a.reminders_paused,
      p.position, p.through_paise - ${PAID} as outstanding_paise, p.due_date
    ${duesFrom({ course, overdue, today, withPlan: true, withStudent: true })}
    and a.id in (
      select a.id ${duesFrom({ course, overdue, today, withPlan: true, withStudent: sort === 'name' })}
      ${orderBy(sort, order)}
      limit ${perPage} offset ${(current - 1) * perPage})
    ${orderBy(sort, order)}`.execute(db);
  return { dues: rows.map((row) => toDueRow(row, today)), page: current, perPage, total, pageCount, sort, order };
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
