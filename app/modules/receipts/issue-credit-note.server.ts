import type { Selectable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { creditNoteTexts } from '~/modules/i18n/documents/document-texts.server';
import { creditNoteMailTexts, receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { pathInLocale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { renderCreditNote, returnedText } from './credit-note-pdf.server';
import { creditNoteFileName, findReceiptApplication, moneyMailSignOff, receiptInstitute } from './receipt-parties.server';

/**
 * Issues the credit note of a ledger refund that `trx` has just inserted (numbered from the credit
 * note series, after the paid total moved): drawn, stored as issued in `receipts` (kind
 * 'credit-note'), and e-mailed to the student through the mail queue, all in `trx` — as
 * issuePaymentReceipt does for a payment, so a refund that rolls back leaves no note and no e-mail.
 */
export async function issueCreditNote({
  trx,
  refund,
  reason,
  test,
  now,
}: {
  trx: DB;
  /** The ledger row: kind 'refund', negative amount, its credit note number in `receipt_number`. */
  refund: Selectable<PaymentsTable>;
  reason: string;
  test: boolean;
  now: number;
}): Promise<{ receiptId: string; mailJobId: string }> {
  if (refund.kind !== 'refund' || !refund.receipt_number) throw new Error(`issueCreditNote: ${refund.id} is not a numbered refund.`);
  const application = await findReceiptApplication({ db: trx, applicationId: refund.application_id });
  if (!application) throw new Error(`issueCreditNote: application ${refund.application_id} not found.`);
  const against = refund.related_payment_id
    ? await trx.selectFrom('payments').select('receipt_number').where('id', '=', refund.related_payment_id).executeTakeFirst()
    : undefined;
  const institute = await receiptInstitute({ db: trx });
  const amountPaise = -Number(refund.amount_paise);
  const pdf = await renderCreditNote({
    institute,
    creditNoteNumber: refund.receipt_number,
    refundedAt: Number(refund.created_at),
    student: application.student,
    course: application.course,
    applicationId: application.id,
    amountPaise,
    reason,
    againstReceipt: against?.receipt_number ?? null,
    gatewayRefundId: refund.gateway_refund_id,
    refundMethod: refund.method,
    totalPaidPaise: application.paidPaise,
    feePaise: application.feePaise,
    test,
    locale: application.locale,
  });

  const receiptId = newId(now);
  await trx
    .insertInto('receipts')
    .values({
      id: receiptId,
      kind: 'credit-note',
      receipt_number: refund.receipt_number,
      payment_id: refund.id,
      application_id: application.id,
      student_id: application.studentId,
      pdf_base64: pdf.toString('base64'),
      byte_size: pdf.byteLength,
      test: test ? 1 : 0,
      // The issuer it printed, kept with it: a later change of Receipt issuer never rewrites it.
      issuer: JSON.stringify(institute),
      // The language it was printed in: a cancellation stamps it in the same one.
      language: application.locale,
      created_by: refund.created_by,
      created_at: now,
    })
    .execute();

  // In the student's language, as the credit note it carries (decision 043).
  const i18n = i18nFor(application.locale);
  const texts = creditNoteMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const formats = documentFormats(application.locale);
  const number = refund.receipt_number;
  const mailJobId = await queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: `${test ? '[TEST] ' : ''}${fillText(texts.subject, { number })}`,
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(texts.refunded, { amount: formats.money(amountPaise), words: formats.amountInWords(amountPaise), course: application.course }),
        fillText(texts.reason, { reason }),
        fillText(texts.returned, { how: returnedText(creditNoteTexts(i18n), { gatewayRefundId: refund.gateway_refund_id, method: refund.method }) }),
        ...(test ? ['', texts.test] : []),
        '',
        fillText(texts.creditNoteNumber, { number }),
        ...(against?.receipt_number ? [fillText(texts.againstReceipt, { number: against.receipt_number })] : []),
        fillText(texts.totalPaidAfter, { amount: formats.money(application.paidPaise) }),
        '',
        fillText(texts.attached, { link: `${env.APP_URL}${pathInLocale('/applications', application.locale)}` }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
      attachments: [{ filename: creditNoteFileName(refund.receipt_number), contentType: 'application/pdf', content: pdf }],
    },
  });
  return { receiptId, mailJobId };
}
