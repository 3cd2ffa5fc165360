import type { ExpressionBuilder } from 'kysely';
import type { Database } from '~/db/schema';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { AppError } from '~/utils/errors';

// A course may ask for its first instalment before one of its merit offers is accepted (issue 23
// point 4, decision 048): the first instalment of its plan, or the whole fee when it has no plan.
// Money already paid on the application counts, whichever way it was paid; a course without a fee
// asks for nothing.

/** The refusal's sentence around an amount already written as money (₹6,000). */
export const firstInstalmentUnpaidSentence = (amount: string) => `Pay the first instalment to accept this seat: ${amount} is still to pay.`;
export const firstInstalmentUnpaid = (owedPaise: number) => firstInstalmentUnpaidSentence(formatPaiseCompact(owedPaise));

/** The refusal, with what is still owed, so a page can say it in its own language. */
export class FirstInstalmentUnpaidError extends AppError {
  readonly owedPaise: number;
  constructor(owedPaise: number) {
    super('CONFLICT', firstInstalmentUnpaid(owedPaise));
    this.owedPaise = owedPaise;
  }
}

/** What is still to pay of the first instalment (paise, 0 when paid or nothing is asked). */
export function firstInstalmentOwedPaise(row: {
  offer_needs_first_instalment: number | string | null;
  fees_paise: number | string | null;
  fees_paid_paise: number | string;
  first_instalment_paise: number | string | null;
}): number {
  if (Number(row.offer_needs_first_instalment) !== 1) return 0;
  const asked = row.first_instalment_paise !== null ? Number(row.first_instalment_paise) : row.fees_paise !== null ? Number(row.fees_paise) : 0;
  return Math.max(0, asked - Number(row.fees_paid_paise));
}

/**
 * The columns firstInstalmentOwedPaise reads, for a query joining `applications` and `courses`:
 * the course's rule and fee, the application's money paid, and its plan's first instalment.
 */
export const firstInstalmentColumns = (eb: ExpressionBuilder<Database, 'applications' | 'courses'>) =>
  [
    'courses.offer_needs_first_instalment',
    'courses.fees_paise',
    'applications.fees_paid_paise',
    eb
      .selectFrom('course_instalments')
      .select('course_instalments.amount_paise')
      .whereRef('course_instalments.course_id', '=', 'courses.id')
      .orderBy('course_instalments.position')
      .limit(1)
      .as('first_instalment_paise'),
  ] as const;
