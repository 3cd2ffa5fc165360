import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { howUndone, writeReversal } from '~/modules/ledger/reverse-payment.server';
import type { LedgerRow } from '~/modules/ledger/write-ledger-row.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { creditNoteMailTexts, receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { paymentUndoneMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { AppError } from '~/utils/errors';
import {
  ALREADY_CANCELLED,
  BOUNCED_NOT_CANCELLABLE,
  type CancelReceiptInput,
  GATEWAY_RECEIPT_NOT_CANCELLABLE,
  PAYMENT_NOT_FOUND,
  RECEIPT_CANCELLED,
  REFUNDED_NOT_CANCELLABLE,
} from './offline-payments.schemas';

/**
 * Accounts void an office receipt issued in error (a payment recorded twice, on the wrong
 * application, for the wrong amount). The ledger is never edited: one reversing row (kind
 * adjustment, status 'cancelled', minus the payment, related_payment_id = the payment, the reason
 * as its note) lowers the paid total in the same transaction; the receipt keeps its number and is
 * served stamped CANCELLED (stamp-cancelled-receipt.server.ts); the day's collections leave it out.
 * The bank reference it carried is released, so the same UTR or cheque can be recorded again on
 * the right application. Not a refund: no money goes back and no credit note is made — a gateway
 * payment is refunded instead. Audited; the student is e-mailed. Once: the reversal's unique index
 * (payments_one_reversal) refuses a second cancellation or a bounce racing it.
 */
export async function cancelReceipt({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: CancelReceiptInput;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<{ message: string }> {
  const mailJobId = await db
    .transaction()
    .execute(async (trx) => {
      const found = await trx.selectFrom('payments').selectAll().where('id', '=', input.paymentId).where('kind', '=', 'payment').executeTakeFirst();
      if (!found) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      const payment: LedgerRow = { ...found, amount_paise: Number(found.amount_paise), created_at: Number(found.created_at) };
      if (payment.source === 'gateway') throw new AppError('BAD_REQUEST', GATEWAY_RECEIPT_NOT_CANCELLABLE);
      await lockApplication(trx, payment.application_id);
      const undone = await howUndone(trx, payment.id);
      if (undone)
        throw new AppError('CONFLICT', undone === 'cancelled' ? ALREADY_CANCELLED : undone === 'bounced' ? BOUNCED_NOT_CANCELLABLE : REFUNDED_NOT_CANCELLABLE);
      await writeReversal({ trx, payment, undone: 'cancelled', reason: input.reason, createdBy: `admin:${actor.id}`, now });
      await trx.deleteFrom('payment_reference_keys').where('payment_id', '=', payment.id).execute();
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'payment.receipt-cancel',
        entity: 'application',
        entityId: payment.application_id,
        before: { receiptNumber: payment.receipt_number, amount: payment.amount_paise / 100, method: payment.method, reference: payment.reference },
        after: { reversed: -payment.amount_paise / 100, reason: input.reason },
      });
      return queueCancellationMail(trx, payment, input.reason, now);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_CANCELLED);
      throw error;
    });
  await sendQueuedMailNow({ id: mailJobId, db });
  return { message: RECEIPT_CANCELLED };
}

async function queueCancellationMail(trx: DB, payment: LedgerRow, reason: string, now: number): Promise<string> {
  const application = await findReceiptApplication({ db: trx, applicationId: payment.application_id });
  if (!application) throw new Error(`queueCancellationMail: application ${payment.application_id} is gone`);
  const institute = await receiptInstitute({ db: trx });
  const balance = application.feePaise === null ? null : application.feePaise - application.paidPaise;
  // In the student's language (decision 043); the reason stays as accounts wrote it.
  const i18n = i18nFor(application.locale);
  const texts = paymentUndoneMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: fillText(texts.cancelledSubject, { number: payment.receipt_number ?? '' }),
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(texts.cancelled, { number: payment.receipt_number ?? '—', amount: formatPaise(payment.amount_paise), course: application.course }),
        '',
        fillText(creditNoteMailTexts(i18n).reason, { reason }),
        '',
        texts.noMoneyMoved,
        ...(balance !== null && balance > 0 ? [fillText(texts.balanceNow, { amount: formatPaise(balance) })] : []),
        fillText(texts.appliedCourses, { link: appliedCoursesLink(application.locale) }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
