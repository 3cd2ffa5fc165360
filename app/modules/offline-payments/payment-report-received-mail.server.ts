import type { DB } from '~/db/db.server';
import { formatPaise } from '~/modules/courses/course-format';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { methodLabel } from '~/modules/receipts/receipt-layout.server';
import { findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { formatCalendarDate } from '~/utils/dates';
import { env } from '~/utils/env.server';

export const PAYMENT_REPORT_RECEIVED_SUBJECT = 'We have received your payment report';

/**
 * The student's acknowledgement of a payment they reported ('I have paid by UPI / bank transfer'),
 * queued in the transaction that stores the report: a refused report e-mails nothing. It says that
 * nothing is paid yet in our books: accounts check it first (decide-payment-report.server.ts), and
 * the receipt or the reason follows by e-mail. The caller sends it after its commit.
 */
export async function queuePaymentReportReceivedMail({
  trx,
  report,
  now,
}: {
  trx: DB;
  report: { applicationId: string; method: string; amountPaise: number; paidOn: string; utr: string };
  now: number;
}): Promise<string> {
  const application = await findReceiptApplication({ db: trx, applicationId: report.applicationId });
  if (!application) throw new Error(`queuePaymentReportReceivedMail: application ${report.applicationId} not found.`);
  const institute = await receiptInstitute({ db: trx });
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: PAYMENT_REPORT_RECEIVED_SUBJECT,
      text: [
        `Dear ${application.student.name},`,
        '',
        `We have received your report of a payment for ${application.course}:`,
        `Amount: ${formatPaise(report.amountPaise)}`,
        `Paid by: ${methodLabel(report.method)} on ${formatCalendarDate(report.paidOn)}`,
        `UTR: ${report.utr}`,
        '',
        'What happens next: our accounts office will check the payment against the institute’s bank account.',
        'Once it is confirmed, your receipt is e-mailed to you. If it cannot be confirmed, we will e-mail you the reason.',
        `Until then it shows as awaiting verification under Applied Courses, and it is not yet counted in your fees paid: ${env.APP_URL}/applications`,
        'There is no need to report the same payment again.',
        '',
        ...moneyMailSignOff(institute),
      ].join('\n'),
    },
  });
}
