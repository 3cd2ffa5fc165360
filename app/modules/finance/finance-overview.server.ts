import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { indiaDayEnd, indiaDayStart } from '~/modules/exports/india-days';
import { financialYearOf } from '~/modules/receipts/receipt-number';
import { methodLabel } from '~/modules/receipts/receipt-layout.server';
import { dateInputValue } from '~/utils/dates';
import { CHART_DAYS, type FinancePeriod } from './finance.schemas';
import { countsInCollections, isTestMoney } from './ledger-traits.server';

// Server: the Finance overview (issue 11): money in and out of the ledger by the day it was
// recorded in India. Collections are payments less the bounced cheques and drafts reversed
// (a reversal is an adjustment naming its payment: the money never arrived); refunds are shown
// apart and netted; other staff adjustments correct a total without money changing hands, so they
// are in neither. A cancelled receipt and the row that cancels it are in neither either: that
// money was never kept. TEST money (a test gateway) is never fee income: it is summed apart
// (`testMoney`) and is in no other figure, breakdown or chart.

export type Collected = { receivedPaise: number; refundedPaise: number; netPaise: number };
/** What moved on a test gateway in a period: shown apart, never in what was collected. */
export type TestMoney = { receivedPaise: number; refundedPaise: number };
export type FinanceOverview = {
  today: string;
  periods: Record<FinancePeriod, Collected & { from: string }>;
  testMoney: Record<FinancePeriod, TestMoney>;
  period: FinancePeriod;
  duesPaise: number;
  byCourse: Array<{ course: string; receivedPaise: number; refundedPaise: number }>;
  byMethod: Array<{ method: string; receivedPaise: number; refundedPaise: number }>;
  daily: Array<{ day: string; receivedPaise: number }>;
  applicationsByStatus: Array<{ status: string; count: number }>;
};

const DAY_MS = 86_400_000;

/** Ledger rows that move collections or refunds: payments, refunds, and reversals of bounced payments; never a cancelled receipt. */
const movesMoney = sql<boolean>`((payments.kind in ('payment', 'refund') or (payments.kind = 'adjustment' and payments.related_payment_id is not null))
  and ${countsInCollections('payments')})`;
/** Money received or paid back for real: movesMoney, and not on a test gateway. */
const realMoney = sql<boolean>`(${movesMoney} and not ${isTestMoney('payments')})`;
const receivedSum = sql<string | number>`sum(case when payments.kind = 'refund' then 0 else payments.amount_paise end)`;
const refundedSum = sql<string | number>`sum(case when payments.kind = 'refund' then -payments.amount_paise else 0 end)`;
const IST_OFFSET_MS = 19_800_000;

/** The first day of each period containing `today` (ISO days, India; the financial year starts on 1 April). */
export function periodStarts(now: number): Record<FinancePeriod, string> {
  const today = dateInputValue(now);
  return { today, month: `${today.slice(0, 8)}01`, year: `${financialYearOf(now).slice(0, 4)}-04-01` };
}

/** What was collected from `from` to `to`, and apart from it what moved on a test gateway. */
async function collected(db: DB, from: number, to: number): Promise<{ real: Collected; test: TestMoney }> {
  // Each row is asked once whether it is TEST money; the sums are then grouped by the answer. The
  // derived table keeps the name `payments`, so the sums read it as they read the ledger.
  const moved = db
    .selectFrom('payments')
    .select(['payments.kind', 'payments.amount_paise', isTestMoney('payments').as('test')])
    .where('payments.created_at', '>=', from)
    .where('payments.created_at', '<', to)
    .where(movesMoney)
    .as('payments');
  const rows = await db
    .selectFrom(moved)
    .select(['payments.test', receivedSum.as('received'), refundedSum.as('refunded')])
    .groupBy('payments.test')
    .execute();
  const sums = (test: boolean) => {
    const row = rows.find((candidate) => Boolean(candidate.test) === test);
    return { receivedPaise: Number(row?.received ?? 0), refundedPaise: Number(row?.refunded ?? 0) };
  };
  const real = sums(false);
  return { real: { ...real, netPaise: real.receivedPaise - real.refundedPaise }, test: sums(true) };
}

/** What non-Rejected applications still owe: the sum of fee − paid where positive (an overpaid one owes nothing). */
async function duesOutstanding(db: DB): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select(
      sql<
        string | number | null
      >`sum(case when courses.fees_paise > applications.fees_paid_paise then courses.fees_paise - applications.fees_paid_paise else 0 end)`.as('dues'),
    )
    .where('applications.status', '<>', 'Rejected')
    .where('courses.fees_paise', 'is not', null)
    .executeTakeFirst();
  return Number(row?.dues ?? 0);
}

async function breakdown(db: DB, from: number, to: number) {
  const base = db.selectFrom('payments').where('payments.created_at', '>=', from).where('payments.created_at', '<', to).where(realMoney);
  const [received, refunded] = [receivedSum, refundedSum];
  const [courses, methods] = await Promise.all([
    base
      .innerJoin('applications', 'applications.id', 'payments.application_id')
      .innerJoin('courses', 'courses.id', 'applications.course_id')
      .select(['courses.title as course', received.as('received'), refunded.as('refunded')])
      .groupBy('courses.title')
      .execute(),
    base
      .select(['payments.method', received.as('received'), refunded.as('refunded')])
      .groupBy('payments.method')
      .execute(),
  ]);
  const byCourse = courses.map((row) => ({ course: row.course, receivedPaise: Number(row.received), refundedPaise: Number(row.refunded) }));
  // Two raw methods can read the same (null and an unknown one): merged by their label.
  const labelled = new Map<string, { receivedPaise: number; refundedPaise: number }>();
  for (const row of methods) {
    const label = methodLabel(row.method);
    const sum = labelled.get(label) ?? { receivedPaise: 0, refundedPaise: 0 };
    labelled.set(label, { receivedPaise: sum.receivedPaise + Number(row.received), refundedPaise: sum.refundedPaise + Number(row.refunded) });
  }
  const byMethod = [...labelled].map(([method, sums]) => ({ method, ...sums }));
  const largestFirst = (a: { receivedPaise: number }, b: { receivedPaise: number }) => b.receivedPaise - a.receivedPaise;
  return { byCourse: byCourse.sort(largestFirst), byMethod: byMethod.sort(largestFirst) };
}

/** Payments received per day of India over the last CHART_DAYS days, today included; days without money are 0. */
async function dailyCollections(db: DB, today: string) {
  const first = indiaDayStart(today) - (CHART_DAYS - 1) * DAY_MS;
  // Integer division of the India-shifted instant by a day: the same day number on both engines.
  // Literals, not parameters: PostgreSQL matches the GROUP BY to the select only when they are equal text.
  const dayNumber = sql<string | number>`(payments.created_at + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('payments')
    .select([dayNumber.as('day'), receivedSum.as('total')])
    .where('created_at', '>=', first)
    .where('created_at', '<', indiaDayEnd(today))
    .where(realMoney)
    .groupBy(dayNumber)
    .execute();
  const byDay = new Map(rows.map((row) => [Math.floor(Number(row.day)), Number(row.total)]));
  const firstNumber = Math.floor((first + IST_OFFSET_MS) / DAY_MS);
  return Array.from({ length: CHART_DAYS }, (_, index) => ({
    day: new Date((firstNumber + index) * DAY_MS).toISOString().slice(0, 10),
    receivedPaise: byDay.get(firstNumber + index) ?? 0,
  }));
}

async function applicationsByStatus(db: DB) {
  const rows = await db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  const order = ['Pending', 'Accepted', 'Rejected'];
  const rank = (status: string) => (order.includes(status) ? order.indexOf(status) : order.length);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) })).sort((a, b) => rank(a.status) - rank(b.status));
}

export async function findFinanceOverview({
  db = defaultDb,
  now = Date.now(),
  period = 'month',
}: { db?: DB; now?: number; period?: FinancePeriod } = {}): Promise<FinanceOverview> {
  const starts = periodStarts(now);
  const end = indiaDayEnd(starts.today);
  const sumSince = async (from: string) => ({ from, ...(await collected(db, indiaDayStart(from), end)) });
  const [today, month, year, duesPaise, { byCourse, byMethod }, daily, statuses] = await Promise.all([
    sumSince(starts.today),
    sumSince(starts.month),
    sumSince(starts.year),
    duesOutstanding(db),
    breakdown(db, indiaDayStart(starts[period]), end),
    dailyCollections(db, starts.today),
    applicationsByStatus(db),
  ]);
  return {
    today: starts.today,
    periods: { today: { from: today.from, ...today.real }, month: { from: month.from, ...month.real }, year: { from: year.from, ...year.real } },
    testMoney: { today: today.test, month: month.test, year: year.test },
    period,
    duesPaise,
    byCourse,
    byMethod,
    daily,
    applicationsByStatus: statuses,
  };
}
