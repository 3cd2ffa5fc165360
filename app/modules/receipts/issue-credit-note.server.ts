import type { Selectable } from 'kysely';
import type { DB } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { formatPaise } from '~/modules/courses/course-format';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { rupeesInWords } from './amount-in-words';
import { renderCreditNote, returnedByText } from './credit-note-pdf.server';
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
  const returnedBy = returnedByText({ gatewayRefundId: refund.gateway_refund_id, method: refund.method });
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
      created_by: refund.created_by,
      created_at: now,
    })
    .execute();

  const mailJobId = await queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: `${test ? '[TEST] ' : ''}Refund made: credit note ${refund.receipt_number}`,
      text: [
        `Dear ${application.student.name},`,
        '',
        `We have refunded ${formatPaise(amountPaise)} (${rupeesInWords(amountPaise)}) of your fees for ${application.course}.`,
        `Reason: ${reason}`,
        `Returned: ${returnedBy}`,
        ...(test ? ['', 'TEST: this refund was made on a test gateway. No money was returned.'] : []),
        '',
        `Credit note number: ${refund.receipt_number}`,
        ...(against?.receipt_number ? [`Against receipt: ${against.receipt_number}`] : []),
        `Total paid after this refund: ${formatPaise(application.paidPaise)}`,
        '',
        `Your credit note is attached. You can also download it at any time under Applied Courses: ${env.APP_URL}/applications`,
        '',
        ...moneyMailSignOff(institute),
      ].join('\n'),
      attachments: [{ filename: creditNoteFileName(refund.receipt_number), contentType: 'application/pdf', content: pdf }],
    },
  });
  return { receiptId, mailJobId };
}
