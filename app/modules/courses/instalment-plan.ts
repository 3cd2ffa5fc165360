import { formatPaiseCompact } from './course-format';

// Browser-safe: the rules of a course's instalment plan (spec §9 'Fees in full or predefined
// instalments'; docs/decisions/027-instalments-and-pay-page.md). Staff's form checks them as they
// type and the server checks them again (courses.schemas.ts, instalment-plan.server.ts); the pay
// page reads the schedule from the same plan.

/** A plan longer than a year of monthly instalments is a typo, not a plan. */
export const INSTALMENTS_MAX = 12;

/** One instalment: integer paise, due on an ISO calendar day (YYYY-MM-DD, India's date). */
export type Instalment = { amountPaise: number; dueDate: string };

export const INSTALMENT_AMOUNT = 'Each instalment needs an amount of at least ₹1, e.g. 25,000.';
export const INSTALMENT_DUE_DATE = 'Each instalment needs a due date.';
export const INSTALMENTS_IN_ORDER = 'Due dates must be in order: each instalment falls due after the one before.';
export const INSTALMENTS_TOO_MANY = `An instalment plan has at most ${INSTALMENTS_MAX} instalments.`;
export const INSTALMENTS_NEED_FEE = 'Set the course fee first: an instalment plan must add up to it.';
export const instalmentsSumMismatch = (sumPaise: number, feePaise: number) =>
  `The instalments add up to ${formatPaiseCompact(sumPaise)} but the course fee is ${formatPaiseCompact(feePaise)}: they must add up to the fee exactly.`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const isCalendarDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const planTotal = (plan: readonly Instalment[]) => plan.reduce((sum, row) => sum + row.amountPaise, 0);

/** Why the due dates of a plan are not acceptable, or null: strictly increasing. */
export function dueDatesProblem(plan: readonly Instalment[]): string | null {
  for (let i = 1; i < plan.length; i++) if (plan[i]!.dueDate <= plan[i - 1]!.dueDate) return INSTALMENTS_IN_ORDER;
  return null;
}

/** Why a plan cannot go with a course of this fee (paise, null: not set), or null. An empty plan always can. */
export function planAgainstFeeProblem(plan: readonly Instalment[], feePaise: number | null): string | null {
  if (plan.length === 0) return null;
  if (feePaise === null || feePaise <= 0) return INSTALMENTS_NEED_FEE;
  const sum = planTotal(plan);
  return sum === feePaise ? null : instalmentsSumMismatch(sum, feePaise);
}

export type InstalmentState = 'paid' | 'part-paid' | 'due' | 'overdue';
export type ScheduledInstalment = Instalment & {
  number: number;
  /** What is still owed of this instalment once earlier money is counted against the earliest instalments first. */
  outstandingPaise: number;
  state: InstalmentState;
  /** The first instalment not yet paid in full: what the student pays next. */
  next: boolean;
};

/**
 * What is due when: money paid so far is counted against the instalments in order, so the first
 * instalment not covered is the next one, and one past its due date (before `today`) is overdue.
 * A plan that no longer adds up to the fee (staff changed the fee since) is no schedule: null.
 */
export function instalmentSchedule(plan: readonly Instalment[], feePaise: number | null, paidPaise: number, today: string): ScheduledInstalment[] | null {
  if (plan.length === 0 || planAgainstFeeProblem(plan, feePaise) !== null) return null;
  let covered = Math.max(0, paidPaise);
  let nextFound = false;
  return plan.map((row, index) => {
    const counted = Math.min(covered, row.amountPaise);
    covered -= counted;
    const outstandingPaise = row.amountPaise - counted;
    const next = outstandingPaise > 0 && !nextFound;
    if (next) nextFound = true;
    const state: InstalmentState = outstandingPaise === 0 ? 'paid' : row.dueDate < today ? 'overdue' : counted > 0 ? 'part-paid' : 'due';
    return { ...row, number: index + 1, outstandingPaise, state, next };
  });
}
