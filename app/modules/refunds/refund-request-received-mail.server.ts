import type { DB } from '~/db/db.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { env } from '~/utils/env.server';
import { REQUEST_KIND_LABELS, type RequestRefundInput } from './refunds.schemas';

/**
 * The student's acknowledgement of a refund or withdrawal request, queued in the transaction that
 * stores it: a refused request e-mails nothing. It says how accounts answer (a refund with its
 * credit note, or a reason: decline-refund-request.server.ts). The caller sends it after its commit.
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
  const what = REQUEST_KIND_LABELS[request.kind].toLowerCase();
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: `We have received your ${what} request`,
      text: [
        `Dear ${application.student.name},`,
        '',
        `We have received your ${what} request for ${application.course}.`,
        `Your reason: ${request.reason}`,
        '',
        'What happens next: our accounts office will look at it under the institute’s refund policy.',
        'If money is refunded, you will get a credit note by e-mail, and the money goes back the way you paid.',
        'A refund through the payment gateway can take 5–7 working days to reach your account.',
        'If the request is declined, we will e-mail you the reason.',
        ...(request.kind === 'withdrawal' ? ['A withdrawal does not change your application by itself: the admissions office decides that.'] : []),
        `You can see your request under Applied Courses: ${env.APP_URL}/applications`,
        '',
        ...moneyMailSignOff(institute),
      ].join('\n'),
    },
  });
}
