import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { howUndone, writeReversal } from '~/modules/ledger/reverse-payment.server';
import { creditNoteMailTexts, receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { paymentUndoneMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { AppError } from '~/utils/errors';
import {
  ALREADY_BOUNCED,
  ALREADY_CANCELLED,
  ALREADY_REFUNDED,
  isInstrument,
  type MarkPaymentBouncedInput,
  NOT_AN_INSTRUMENT,
  PAYMENT_BOUNCED,
  PAYMENT_NOT_FOUND,
} from './offline-payments.schemas';

/**
 * A cheque or demand draft the bank returned unpaid (issue 11). The ledger is never edited: one
 * reversal row (kind adjustment, minus the payment's amount, related_payment_id = the payment, the
 * reason as its note) and, in the same transaction, the paid total lowered — the balance reopens.
 * The student is e-mailed; the act is audited. Only a cheque/DD payment not refunded, and once:
 * the unique index payments_one_reversal (migration 0018) refuses a second reversal of racing calls.
 * The receipt stays as issued (receipts are never withdrawn); the reversal row says it bounced.
 */
export async function markPaymentBounced({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: MarkPaymentBouncedInput;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<{ message: string }> {
  const mailJobId = await db
    .transaction()
    .execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', input.paymentId).where('kind', '=', 'payment').executeTakeFirst();
      if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      if (!isInstrument(payment.method)) throw new AppError('BAD_REQUEST', NOT_AN_INSTRUMENT);
      // Taken as a refund takes it (refund-payment.server.ts), and only then is the ledger read: a
      // refund of this cheque racing the bounce is either already in what we read, or waits for us.
      await lockApplication(trx, payment.application_id);
      const undone = await howUndone(trx, payment.id);
      if (undone) throw new AppError('CONFLICT', undone === 'bounced' ? ALREADY_BOUNCED : undone === 'cancelled' ? ALREADY_CANCELLED : ALREADY_REFUNDED);
      const amountPaise = Number(payment.amount_paise);
      await writeReversal({ trx, payment, undone: 'bounced', reason: input.reason, createdBy: `admin:${actor.id}`, now });
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'application.payment-bounced',
        entity: 'application',
        entityId: payment.application_id,
        before: {
          amount: amountPaise / 100,
          method: payment.method,
          reference: payment.reference,
          bank: payment.reference_bank,
          receiptNumber: payment.receipt_number,
        },
        after: { reversed: -amountPaise / 100, reason: input.reason },
      });
      return queueBounceMail(trx, payment, input.reason, now);
    })
    .catch((error: unknown) => {
      // Two staff at once: the other's reversal holds the unique index.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_BOUNCED);
      throw error;
    });
  await sendQueuedMailNow({ id: mailJobId, db });
  return { message: PAYMENT_BOUNCED };
}

async function queueBounceMail(
  trx: DB,
  payment: {
    application_id: string;
    method: string | null;
    reference: string | null;
    reference_bank: string | null;
    amount_paise: number;
    receipt_number: string | null;
  },
  reason: string,
  now: number,
) {
  const application = await findReceiptApplication({ db: trx, applicationId: payment.application_id });
  if (!application) throw new Error(`queueBounceMail: application ${payment.application_id} is gone`);
  const institute = await receiptInstitute({ db: trx });
  // In the student's language (decision 043); the reason stays as accounts wrote it.
  const i18n = i18nFor(application.locale);
  const texts = paymentUndoneMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const cheque = payment.method === 'cheque';
  const returned = {
    reference: payment.reference ?? '',
    bank: payment.reference_bank ?? texts.yourBank,
    amount: formatPaise(Number(payment.amount_paise)),
    receipt: payment.receipt_number ?? '—',
    course: application.course,
  };
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: cheque ? texts.chequeSubject : texts.draftSubject,
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(cheque ? texts.chequeReturned : texts.draftReturned, returned),
        '',
        fillText(creditNoteMailTexts(i18n).reason, { reason }),
        '',
        fillText(texts.dueAgain, { link: appliedCoursesLink(application.locale) }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
