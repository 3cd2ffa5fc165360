import type { DB } from '~/db/db.server';
import { formatPaise } from '~/modules/courses/course-format';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { receiptTexts } from '~/modules/i18n/documents/document-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { paymentReportMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { methodNameIn } from '~/modules/receipts/receipt-layout.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';

/**
 * The student's acknowledgement of a payment they reported ('I have paid by UPI / bank transfer'),
 * queued in the transaction that stores the report: a refused report e-mails nothing. It says that
 * nothing is paid yet in our books: accounts check it first (decide-payment-report.server.ts), and
 * the receipt or the reason follows by e-mail. The caller sends it after its commit. In the
 * student's language (decision 043).
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
  const { locale } = application;
  const i18n = i18nFor(locale);
  const texts = paymentReportMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const method = methodNameIn(receiptTexts(i18n), report.method);
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: texts.receivedSubject,
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(texts.received, { course: application.course }),
        fillText(texts.amount, { amount: formatPaise(report.amountPaise) }),
        fillText(texts.paidBy, { method, date: documentFormats(locale).calendarDate(report.paidOn) }),
        `UTR: ${report.utr}`,
        '',
        texts.next,
        texts.confirmed,
        fillText(texts.awaiting, { link: appliedCoursesLink(locale) }),
        texts.noRepeat,
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
