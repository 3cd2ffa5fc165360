import type { DB } from '~/db/db.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { applicationReceivedMailTexts } from '~/modules/i18n/email/application-mail-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';

/**
 * The student's acknowledgement of a new application (spec §5 'Enroll Now', or staff applying on
 * their behalf), queued in the application's own transaction `trx`: a refused or rolled-back
 * application e-mails nothing. The caller sends it after its commit (sendQueuedMailNow). In the
 * student's language as their profile has it now (decision 043).
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
  const i18n = i18nFor(application.locale);
  const texts = applicationReceivedMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const course = application.course;
  return queueMail({
    db: trx,
    now,
    mail: {
      to: application.student.email,
      subject: fillText(texts.subject, { course }),
      text: [
        fillText(common.greeting, { name: application.student.name }),
        '',
        fillText(byStaff ? texts.byStaff : texts.byStudent, { course }),
        fillText(texts.reference, { reference: application.id }),
        '',
        texts.next,
        fillText(texts.seeIt, { link: appliedCoursesLink(application.locale) }),
        '',
        ...moneyMailSignOff(institute, common.closing),
      ].join('\n'),
    },
  });
}
