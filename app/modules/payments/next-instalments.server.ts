import { db as defaultDb, type DB } from '~/db/db.server';
import { dateInputValue } from '~/utils/dates';
import { type Instalment, instalmentSchedule } from '~/modules/courses/instalment-plan';

/** The instalment a student pays next on an application: what is still owed of it, and when it is due. */
export type NextInstalment = { number: number; outstandingPaise: number; dueDate: string; overdue: boolean };

/**
 * Applied Courses' 'next instalment due', for each of the student's applications whose course has
 * an instalment plan and something left to pay (one query for all plans, not one per row).
 */
export async function findNextInstalments({ userId, db = defaultDb, now = Date.now() }: { userId: string; db?: DB; now?: number }) {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .innerJoin('course_instalments', 'course_instalments.course_id', 'courses.id')
    .select(['applications.id', 'applications.fees_paid_paise', 'courses.fees_paise', 'course_instalments.amount_paise', 'course_instalments.due_date'])
    .where('applications.user_id', '=', userId)
    .where('applications.status', '!=', 'Rejected')
    .orderBy('applications.id')
    .orderBy('course_instalments.position')
    .execute();
  const byApplication = new Map<string, { feePaise: number | null; paidPaise: number; plan: Instalment[] }>();
  for (const row of rows) {
    const entry = byApplication.get(row.id) ?? {
      feePaise: row.fees_paise === null ? null : Number(row.fees_paise),
      paidPaise: Number(row.fees_paid_paise),
      plan: [],
    };
    entry.plan.push({ amountPaise: Number(row.amount_paise), dueDate: row.due_date });
    byApplication.set(row.id, entry);
  }
  const today = dateInputValue(now);
  const next: Record<string, NextInstalment> = {};
  for (const [applicationId, { feePaise, paidPaise, plan }] of byApplication) {
    const due = instalmentSchedule(plan, feePaise, paidPaise, today)?.find((row) => row.next);
    if (due) next[applicationId] = { number: due.number, outstandingPaise: due.outstandingPaise, dueDate: due.dueDate, overdue: due.state === 'overdue' };
  }
  return next;
}
