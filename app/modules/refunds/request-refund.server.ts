import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import {
  REQUEST_ALREADY_OPEN,
  REQUEST_NOT_FOUND,
  REQUEST_NOTHING_PAID,
  REQUEST_OUTSIDE_WINDOW,
  REQUEST_SENT,
  refundWindowEndsAt,
  type RequestRefundInput,
} from './refunds.schemas';

/**
 * A student asks for a refund or a withdrawal from Applied Courses (issue 11): their own
 * application only (another's is 'not found'), within the 7-day window from the later of their
 * latest payment and their enrolment, only when something was paid (a request is for the accounts
 * office: with nothing paid there is nothing to return, and withdrawing is the admissions office's), and one open request
 * per application (the partial unique index decides between two at once). It waits for accounts on
 * the Refunds page. Audited as the student's act.
 */
export async function requestRefund({
  userId,
  input,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  input: RequestRefundInput;
  db?: DB;
  now?: number;
}): Promise<{ message: string; request: { _id: string; status: 'open' } }> {
  const application = await db
    .selectFrom('applications')
    .select(['id', 'created_at', 'fees_paid_paise'])
    .where('id', '=', input.applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!application) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (Number(application.fees_paid_paise) <= 0) throw new AppError('CONFLICT', REQUEST_NOTHING_PAID);
  const { last } = await db
    .selectFrom('payments')
    .select(sql<number | string | null>`max(created_at)`.as('last'))
    .where('application_id', '=', application.id)
    .where('kind', '=', 'payment')
    .executeTakeFirstOrThrow();
  const enrolledAt = Number(application.created_at);
  if (now > refundWindowEndsAt({ paidAt: last === null ? enrolledAt : Number(last), enrolledAt })) throw new AppError('CONFLICT', REQUEST_OUTSIDE_WINDOW);

  const id = newId(now);
  try {
    await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('refund_requests')
        .select('id')
        .where('application_id', '=', application.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (open) throw new AppError('CONFLICT', REQUEST_ALREADY_OPEN);
      await trx
        .insertInto('refund_requests')
        .values({ id, application_id: application.id, student_id: userId, kind: input.kind, reason: input.reason, status: 'open', created_at: now })
        .execute();
      await recordAudit({
        db: trx,
        now,
        actor: { type: 'student', id: userId },
        action: 'refund-request.create',
        entity: 'application',
        entityId: application.id,
        after: { requestId: id, kind: input.kind, reason: input.reason },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REQUEST_ALREADY_OPEN);
    throw error;
  }
  return { message: REQUEST_SENT, request: { _id: id, status: 'open' } };
}
