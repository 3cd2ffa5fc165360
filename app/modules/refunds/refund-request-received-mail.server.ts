import type { DB } from '~/db/db.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { refundRequestMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import type { RequestRefundInput } from './refunds.schemas';

/**
 * The student's acknowledgement of a refund or withdrawal request, queued in the transaction that
 * stores it: a refused request e-mails nothing. It says how accounts answer (a refund with its
 * credit note, or a reason: decline-refund-request.server.ts). The caller sends it after its commit.
 * In the student's language (decision 043); the student's reason stays as they wrote it.
 */
export async function queueRefundRequestReceivedMail({
  trx,
  request,
  now,
}: {
  trx: DB;
  request: Pick<RequestRefundInput, 'applicationId' | 'kind' | 'reason'>;
  now: number;
}): Promise<string> {
  const application = await findReceiptApplication({ db: trx, applicationId: request.applicationId });
  if (!application) throw new Error(`queueRefundRequestReceivedMail: application ${request.applicationId} not found.`);
  const institute = await receiptInstitute({ db: trx });
  const i18n = i18nFor(application.locale);
  const texts = refundRequestMailTexts(i18n);
  const kind = texts[request.kind];
  const common = receiptMailTexts(i18n);
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: kind.receivedSubject,
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(kind.received, { course: application.course }),
        fillText(texts.yourReason, { reason: request.reason }),
        '',
        texts.next,
        texts.creditNote,
        texts.gatewayDays,
        texts.ifDeclined,
        ...(request.kind === 'withdrawal' ? [texts.withdrawalOnly] : []),
        fillText(texts.seeRequest, { link: appliedCoursesLink(application.locale) }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
