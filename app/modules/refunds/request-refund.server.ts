import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { refundableOnApplication } from './refundable-left.server';
import {
  REQUEST_ALREADY_OPEN,
  REQUEST_NOT_FOUND,
  REQUEST_NOTHING_PAID,
  REQUEST_NOTHING_REFUNDABLE,
  requestOverRefundable,
  REQUEST_OUTSIDE_WINDOW,
  REQUEST_SENT,
  refundWindowEndsAt,
  type RequestRefundInput,
} from './refunds.schemas';
import { queueRefundRequestReceivedMail } from './refund-request-received-mail.server';

/**
 * A student asks for a refund or a withdrawal from Applied Courses (issue 11): their own
 * application only (another's is 'not found'), within the 7-day window from the later of their
 * latest payment and their enrolment, only when something was paid (a request is for the accounts
 * office: with nothing paid there is nothing to return, and withdrawing is the admissions office's), and one open request
 * per application (the partial unique index decides between two at once). It waits for accounts on
 * the Refunds page. Audited as the student's act, and acknowledged to the student by e-mail
 * (queued with the request, sent after the commit).
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

  // How much: what the student asked, or by default all that is left to refund (refunds pending included).
  const refundable = await refundableOnApplication({ db, applicationId: application.id });
  if (refundable <= 0) throw new AppError('CONFLICT', REQUEST_NOTHING_REFUNDABLE);
  if (input.amount !== undefined && input.amount > refundable)
    throw new AppError('BAD_REQUEST', requestOverRefundable(formatPaise(refundable)), { field: 'amount' });
  const amountPaise = input.amount ?? refundable;

  const id = newId(now);
  let mailJobId: string;
  try {
    mailJobId = await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('refund_requests')
        .select('id')
        .where('application_id', '=', application.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (open) throw new AppError('CONFLICT', REQUEST_ALREADY_OPEN);
      await trx
        .insertInto('refund_requests')
        .values({
          id,
          application_id: application.id,
          student_id: userId,
          kind: input.kind,
          reason: input.reason,
          amount_paise: amountPaise,
          status: 'open',
          created_at: now,
        })
        .execute();
      await recordAudit({
        db: trx,
        now,
        actor: { type: 'student', id: userId },
        action: 'refund-request.create',
        entity: 'application',
        entityId: application.id,
        after: { requestId: id, kind: input.kind, reason: input.reason, amount: amountPaise / 100 },
      });
      return queueRefundRequestReceivedMail({ trx, request: input, now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', REQUEST_ALREADY_OPEN);
    throw error;
  }
  await sendQueuedMailNow({ id: mailJobId, db, now });
  return { message: REQUEST_SENT, request: { _id: id, status: 'open' } };
}
