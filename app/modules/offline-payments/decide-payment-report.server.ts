import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { creditNoteMailTexts, receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { paymentReportMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';
import { AppError } from '~/utils/errors';
import { explainRace, lockBalanceFor, writeOfflinePayment } from './offline-payment-ledger.server';
import { REPORT_ACCEPTED, REPORT_DECIDED, REPORT_NOT_FOUND, REPORT_REJECTED, type VerifyReportedPaymentInput } from './offline-payments.schemas';

/** 'Reported ₹5,000.00, confirmed ₹4,500.00': the flag an accepted report carries when the bank says otherwise. */
export const amountFlag = (reportedPaise: number, confirmedPaise: number) => `Reported ${formatPaise(reportedPaise)}, confirmed ${formatPaise(confirmedPaise)}`;

export type ReportDecision = { message: string; payment: { _id: string; receiptNumber: string; receiptUrl: string } | null };

/**
 * Accounts decide a student's payment report, once. The decision is an update of the report
 * `where status = 'pending'` in the same transaction as its consequences, so of two staff deciding
 * at once one wins and the other is told it is decided (409).
 * - accept: the ledger payment, receipt and e-mail exactly as at the desk (the UTR rule applies);
 *   an amount confirmed different from the report is what enters the ledger, and the row's note
 *   and the report say 'Reported ₹X, confirmed ₹Y'.
 * - reject: the reason (required) is e-mailed to the student.
 */
export async function decidePaymentReport({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: VerifyReportedPaymentInput;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<ReportDecision> {
  const report = await db.selectFrom('payment_reports').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
  const reportedPaise = Number(report.amount_paise);
  const confirmedPaise = input.decision === 'accept' ? (input.amount ?? reportedPaise) : null;
  const payment = { method: report.method as 'upi' | 'bank-transfer', reference: report.reference, bank: null };

  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const decided = await trx
        .updateTable('payment_reports')
        .set({
          status: input.decision === 'accept' ? 'accepted' : 'rejected',
          confirmed_amount_paise: confirmedPaise !== null && confirmedPaise !== reportedPaise ? confirmedPaise : null,
          reason: input.reason ?? null,
          decided_by: `admin:${actor.id}`,
          decided_at: now,
        })
        .where('id', '=', report.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) === 0) throw new AppError('CONFLICT', REPORT_DECIDED);
      const audit = { db: trx, now, actor, entity: 'application', entityId: report.application_id } as const;
      const reported = { amount: reportedPaise / 100, utr: report.reference, paidOn: report.paid_on };

      if (confirmedPaise === null) {
        const mailJobId = await queueRejection(trx, report.application_id, reportedPaise, report.reference, input.reason ?? '', now);
        await recordAudit({ ...audit, action: 'application.reject-reported-payment', before: reported, after: { reason: input.reason } });
        return { mailJobId, payment: null };
      }
      await lockBalanceFor(trx, report.application_id, confirmedPaise);
      const note = confirmedPaise === reportedPaise ? null : amountFlag(reportedPaise, confirmedPaise);
      const written = await writeOfflinePayment({
        trx,
        applicationId: report.application_id,
        studentId: report.student_id,
        payment: { ...payment, amountPaise: confirmedPaise, paidOn: report.paid_on },
        createdBy: `admin:${actor.id}`,
        note,
        reportedByStudent: true,
        now,
      });
      await trx.updateTable('payment_reports').set({ payment_id: written.row.id }).where('id', '=', report.id).execute();
      await recordAudit({
        ...audit,
        action: 'application.accept-reported-payment',
        before: reported,
        after: { amount: confirmedPaise / 100, receiptNumber: written.row.receipt_number, note },
      });
      return {
        mailJobId: written.mailJobId,
        payment: { _id: written.row.id, receiptNumber: written.row.receipt_number ?? '', receiptUrl: receiptUrl(written.receiptId) },
      };
    })
    .catch((error: unknown) => explainRace(db, error, payment));
  await sendQueuedMailNow({ id: outcome.mailJobId, db });
  return { message: outcome.payment ? REPORT_ACCEPTED : REPORT_REJECTED, payment: outcome.payment };
}

async function queueRejection(trx: DB, applicationId: string, amountPaise: number, utr: string, reason: string, now: number) {
  const application = await findReceiptApplication({ db: trx, applicationId });
  if (!application) throw new Error(`queueRejection: application ${applicationId} is gone`);
  const institute = await receiptInstitute({ db: trx });
  // In the student's language (decision 043); the reason stays as accounts wrote it.
  const i18n = i18nFor(application.locale);
  const texts = paymentReportMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: texts.rejectedSubject,
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(texts.rejected, { amount: formatPaise(amountPaise), utr, course: application.course }),
        '',
        fillText(creditNoteMailTexts(i18n).reason, { reason }),
        '',
        fillText(texts.mistake, { link: appliedCoursesLink(application.locale) }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
