import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { formatPaiseCompact } from './course-format';
import { type Instalment, planAgainstFeeProblem, planTotal } from './instalment-plan';

/** A course's instalment plan in order; [] when it has none. */
export async function getInstalmentPlan({ courseId, db = defaultDb }: { courseId: string; db?: DB }): Promise<Instalment[]> {
  const rows = await db.selectFrom('course_instalments').select(['amount_paise', 'due_date']).where('course_id', '=', courseId).orderBy('position').execute();
  return rows.map((row) => ({ amountPaise: Number(row.amount_paise), dueDate: row.due_date }));
}

/** The plan as the audit log shows it: one line per instalment. */
const inWords = (plan: readonly Instalment[]) => plan.map((row) => `${formatPaiseCompact(row.amountPaise)} due ${row.dueDate}`);
const samePlan = (a: readonly Instalment[], b: readonly Instalment[]) =>
  a.length === b.length && a.every((row, i) => row.amountPaise === b[i]!.amountPaise && row.dueDate === b[i]!.dueDate);

/** Refuses a plan that does not add up to the fee, at the form's plan field. */
export function assertPlanFitsFee(plan: readonly Instalment[], feePaise: number | null): void {
  const problem = planAgainstFeeProblem(plan, feePaise);
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'instalments' });
}

/**
 * Replaces a course's plan inside the course write's transaction `trx` (Add/Edit Course and their
 * API calls): checked against the fee the course has in that transaction, written, and audited as
 * `course.instalment-plan` when it changed. An empty plan removes it.
 */
export async function replaceInstalmentPlan({
  trx,
  courseId,
  courseTitle,
  plan,
  feePaise,
  actor,
  now,
}: {
  trx: DB;
  courseId: string;
  courseTitle: string;
  plan: readonly Instalment[];
  feePaise: number | null;
  actor: AuditActor;
  now: number;
}): Promise<void> {
  assertPlanFitsFee(plan, feePaise);
  const before = await getInstalmentPlan({ courseId, db: trx });
  if (samePlan(before, plan)) return;
  await trx.deleteFrom('course_instalments').where('course_id', '=', courseId).execute();
  if (plan.length > 0) {
    await trx
      .insertInto('course_instalments')
      .values(plan.map((row, index) => ({ course_id: courseId, position: index + 1, amount_paise: row.amountPaise, due_date: row.dueDate })))
      .execute();
  }
  await recordAudit({
    db: trx,
    actor,
    action: 'course.instalment-plan',
    entity: 'course',
    entityId: courseId,
    before: { title: courseTitle, instalments: inWords(before) },
    after: { title: courseTitle, instalments: inWords(plan) },
    now,
  });
}

/**
 * A fee change (Manage Courses) that the plan no longer adds up to removes the plan, in the fee
 * change's transaction and audited: a schedule that promises a different total than the fee would
 * mislead students, and staff set a new plan on Edit Course. A plan that still adds up stays.
 */
export async function dropPlanNotMatchingFee({
  trx,
  courseId,
  courseTitle,
  feePaise,
  actor,
  now,
}: {
  trx: DB;
  courseId: string;
  courseTitle: string;
  feePaise: number | null;
  actor: AuditActor;
  now: number;
}): Promise<void> {
  const plan = await getInstalmentPlan({ courseId, db: trx });
  if (plan.length === 0 || (feePaise !== null && planTotal(plan) === feePaise)) return;
  await replaceInstalmentPlan({ trx, courseId, courseTitle, plan: [], feePaise, actor, now });
}
