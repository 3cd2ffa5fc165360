import type { Selectable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { receiptTexts } from '~/modules/i18n/documents/document-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { pathInLocale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { referenceLabel, renderPaymentReceipt } from './payment-receipt-pdf.server';
import { findReceiptApplication, moneyMailSignOff, receiptFileName, receiptInstitute } from './receipt-parties.server';

export type IssuedReceipt = { receiptId: string; mailJobId: string };

/**
 * Issues the receipt of a ledger payment that `trx` has just inserted (with its receipt number and
 * after the paid total moved): the PDF is drawn, stored as issued in `receipts`, and e-mailed to the
 * student through the mail queue — all in `trx`, so a payment that rolls back leaves no receipt and
 * no e-mail, and a committed one always has both. The caller sends the e-mail after its commit
 * (sendQueuedMailNow); if the mail server is down the queue retries it.
 */
export async function issuePaymentReceipt({
  trx,
  payment,
  test,
  reportedByStudent = false,
  now,
}: {
  trx: DB;
  payment: Selectable<PaymentsTable>;
  /** A simulated payment or Razorpay test keys: the PDF and the e-mail say TEST. */
  test: boolean;
  /** Accepted from the student's payment report: the receipt says so instead of 'At the institute office'. */
  reportedByStudent?: boolean;
  now: number;
}): Promise<IssuedReceipt> {
  if (payment.kind !== 'payment' || !payment.receipt_number) throw new Error(`issuePaymentReceipt: ${payment.id} is not a numbered payment.`);
  const application = await findReceiptApplication({ db: trx, applicationId: payment.application_id });
  if (!application) throw new Error(`issuePaymentReceipt: application ${payment.application_id} not found.`);
  const institute = await receiptInstitute({ db: trx });
  const amountPaise = Number(payment.amount_paise);
  const pdf = await renderPaymentReceipt({
    institute,
    receiptNumber: payment.receipt_number,
    paidAt: Number(payment.created_at),
    student: application.student,
    course: application.course,
    applicationId: application.id,
    amountPaise,
    method: payment.method,
    gateway: payment.gateway,
    gatewayPaymentId: payment.gateway_payment_id,
    gatewayOrderId: payment.gateway_order_id,
    reference: payment.reference,
    referenceBank: payment.reference_bank,
    paidOn: payment.paid_on,
    totalPaidPaise: application.paidPaise,
    feePaise: application.feePaise,
    test,
    reportedByStudent,
    locale: application.locale,
  });

  const receiptId = newId(now);
  await trx
    .insertInto('receipts')
    .values({
      id: receiptId,
      kind: 'payment',
      receipt_number: payment.receipt_number,
      payment_id: payment.id,
      application_id: application.id,
      student_id: application.studentId,
      pdf_base64: pdf.toString('base64'),
      byte_size: pdf.byteLength,
      test: test ? 1 : 0,
      // The issuer it printed, kept with it: a later change of Receipt issuer never rewrites it.
      issuer: JSON.stringify(institute),
      // The language it was printed in: a cancellation stamps it in the same one.
      language: application.locale,
      created_by: payment.created_by,
      created_at: now,
    })
    .execute();

  const balance = application.feePaise === null ? null : Math.max(0, application.feePaise - application.paidPaise);
  // In the student's language, as the receipt it carries (decision 043).
  const texts = receiptMailTexts(i18nFor(application.locale));
  const formats = documentFormats(application.locale);
  const number = payment.receipt_number;
  const documentTexts = receiptTexts(i18nFor(application.locale));
  const bank = payment.reference_bank ? ` (${payment.reference_bank})` : '';
  const mailJobId = await queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: `${test ? '[TEST] ' : ''}${fillText(texts.subject, { number })}`,
      text: [
        fillText(texts.greeting, { name: application.student.name }),
        '',
        fillText(texts.received, { amount: formats.money(amountPaise), words: formats.amountInWords(amountPaise), course: application.course }),
        ...(test ? ['', texts.test] : []),
        '',
        fillText(texts.receiptNumber, { number }),
        ...(payment.gateway_payment_id ? [fillText(texts.paymentReference, { reference: payment.gateway_payment_id })] : []),
        ...(payment.reference ? [`${referenceLabel(payment.method, documentTexts)}: ${payment.reference}${bank}`] : []),
        fillText(texts.totalPaid, { amount: formats.money(application.paidPaise) }),
        ...(balance === null ? [] : [fillText(texts.balanceDue, { amount: formats.money(balance) })]),
        '',
        fillText(texts.attached, { link: `${env.APP_URL}${pathInLocale('/applications', application.locale)}` }),
        '',
        ...moneyMailSignOff(institute, texts.closing),
      ].join('\n'),
      attachments: [{ filename: receiptFileName(payment.receipt_number), contentType: 'application/pdf', content: pdf }],
    },
  });
  return { receiptId, mailJobId };
}
