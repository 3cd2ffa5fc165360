import type { DB } from '~/db/db.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { env } from '~/utils/env.server';

/**
 * The student's acknowledgement of a new application (spec §5 'Enroll Now', or staff applying on
 * their behalf), queued in the application's own transaction `trx`: a refused or rolled-back
 * application e-mails nothing. The caller sends it after its commit (sendQueuedMailNow).
 */
export async function queueApplicationReceivedMail({
  trx,
  applicationId,
  byStaff,
  now,
}: {
  trx: DB;
  applicationId: string;
  /** Staff applied on the student's behalf: the e-mail says so, so the student is not puzzled. */
  byStaff: boolean;
  now: number;
}): Promise<string> {
  const application = await findReceiptApplication({ db: trx, applicationId });
  if (!application) throw new Error(`queueApplicationReceivedMail: application ${applicationId} not found.`);
  const institute = await receiptInstitute({ db: trx });
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: `We have received your application for ${application.course}`,
      text: [
        `Dear ${application.student.name},`,
        '',
        byStaff
          ? `Our office has applied for ${application.course} on your behalf, and we have received the application.`
          : `Thank you for applying for ${application.course}. We have received your application.`,
        `Application reference: ${application.id}`,
        '',
        'What happens next: our admissions office will review your application, and we will e-mail you as soon as it is decided.',
        `You can see it at any time under Applied Courses: ${env.APP_URL}/applications`,
        '',
        ...moneyMailSignOff(institute),
      ].join('\n'),
    },
  });
}
