import { db as defaultDb, type DB } from '~/db/db.server';
import { formatPaise } from '~/modules/courses/course-format';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { APPLICATION_REJECTED, amountOverBalance, INVALID_APPLICATION_ID, NO_COURSE_FEE, NOTHING_DUE } from '~/modules/payments/payments.schemas';
import { AppError } from '~/utils/errors';
import { dateInputValue } from '~/utils/dates';
import { newId } from '~/utils/ids';
import { PAID_ON_FUTURE, type ReportPaymentInput } from './offline-payments.schemas';
import { discardPaymentProof, storePaymentProof } from './payment-proof.server';
import { queuePaymentReportReceivedMail } from './payment-report-received-mail.server';
import { refuseBeyondReportLimits, refuseKnownUtr } from './report-payment-limits.server';

/**
 * A student reports a payment made outside the gateway (Applied Courses: 'I have paid by UPI /
 * bank transfer'). Nothing enters the ledger: the report waits in accounts' To-verify queue
 * (decide-payment-report.server.ts). Refused at once, with nothing stored: someone else's
 * application, a day in the future, more than the balance, a UTR already in the ledger or already
 * waiting in a report, a fourth report waiting on the application, and a screenshot past the
 * student's day budget (report-payment-limits.server.ts; the per-hour count is the route's).
 * A stored report is acknowledged by e-mail (queued with it, sent after the commit).
 */
export async function reportPayment({
  userId,
  input,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  input: ReportPaymentInput;
  db?: DB;
  now?: number;
}): Promise<{ id: string }> {
  const application = await db
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select(['applications.status', 'applications.fees_paid_paise', 'courses.fees_paise'])
    .where('applications.id', '=', input.applicationId)
    .where('applications.user_id', '=', userId)
    .executeTakeFirst();
  if (!application) throw new AppError('NOT_FOUND', INVALID_APPLICATION_ID);
  if (application.status === 'Rejected') throw new AppError('BAD_REQUEST', APPLICATION_REJECTED);
  if (application.fees_paise === null) throw new AppError('BAD_REQUEST', NO_COURSE_FEE);
  const balance = Number(application.fees_paise) - Number(application.fees_paid_paise);
  if (balance <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE);
  if (input.amount > balance) throw new AppError('BAD_REQUEST', amountOverBalance(formatPaise(balance)), { field: 'amount' });
  if (input.paidOn > dateInputValue(now)) throw new AppError('BAD_REQUEST', PAID_ON_FUTURE, { field: 'paidOn' });
  const limits = { applicationId: input.applicationId, studentId: userId, now };
  // Before the screenshot is read and cleaned: a refusal costs no work on the file.
  await refuseKnownUtr(db, input);
  await refuseBeyondReportLimits(db, { ...limits, proofBytes: input.screenshot instanceof Blob ? input.screenshot.size : 0 });

  const id = newId(now);
  const proof = await storePaymentProof({ userId, reportId: id, file: input.screenshot });
  let mailJobId: string;
  try {
    mailJobId = await db.transaction().execute(async (trx) => {
      // Again with the application's row held: two reports sent at once are taken in turn, so the
      // second sees the first (its UTR, the count of open reports, the bytes sent).
      await lockApplication(trx, input.applicationId);
      await refuseKnownUtr(trx, input);
      await refuseBeyondReportLimits(trx, { ...limits, proofBytes: proof.byteSize });
      await trx
        .insertInto('payment_reports')
        .values({
          id,
          application_id: input.applicationId,
          student_id: userId,
          method: input.method,
          amount_paise: input.amount,
          paid_on: input.paidOn,
          reference: input.utr,
          proof_storage_key: proof.storageKey,
          proof_content_type: proof.contentType,
          proof_byte_size: proof.byteSize,
          status: 'pending',
          confirmed_amount_paise: null,
          reason: null,
          payment_id: null,
          decided_by: null,
          decided_at: null,
          created_at: now,
        })
        .execute();
      const report = { applicationId: input.applicationId, method: input.method, amountPaise: input.amount, paidOn: input.paidOn, utr: input.utr };
      return queuePaymentReportReceivedMail({ trx, report, now });
    });
  } catch (error) {
    await discardPaymentProof(proof.storageKey);
    throw error;
  }
  await sendQueuedMailNow({ id: mailJobId, db, now });
  return { id };
}
