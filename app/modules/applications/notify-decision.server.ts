import type { DB } from '~/db/db.server';
import { decisionMailTexts } from '~/modules/i18n/email/application-mail-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { reminderMailTexts } from '~/modules/i18n/email/reminder-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { appliedCoursesLink } from '~/modules/receipts/receipt-parties.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import type { Decision } from './applications.schemas';

export type DecisionNotice = {
  to: string;
  name: string;
  courseTitle: string;
  status: Decision;
  /** The student's language when the decision is made (decision 043). English by default. */
  locale?: Locale;
};
/** How the student reaches the office: the details of Site Settings. */
type OfficeContact = { phone: string; email: string };

/** The e-mail a student gets when staff decide on an application: plain words, the course named, in the student's language. */
export function renderDecisionMail({ to, name, courseTitle, status, locale = 'en', office }: DecisionNotice & { office: OfficeContact }) {
  const i18n = i18nFor(locale);
  const texts = decisionMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  // Titles are one line when stored; a header still never gets a line break from data.
  const course = courseTitle.replace(/[\r\n]+/g, ' ').trim();
  const greeting = fillText(common.greeting, { name: name.trim() || reminderMailTexts(i18n).student });
  const signature = `${common.closing}\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  if (status === 'Accepted') {
    return {
      to,
      subject: fillText(texts.acceptedSubject, { course }),
      text:
        `${greeting}\n\n${fillText(texts.accepted, { course })}\n\n` +
        `${fillText(texts.acceptedNext, { link: appliedCoursesLink(locale) })}\n\n${signature}\n`,
    };
  }
  return {
    to,
    subject: fillText(texts.rejectedSubject, { course }),
    text: `${greeting}\n\n${fillText(texts.rejected, { course })}\n\n${texts.rejectedNext}\n\n${signature}\n`,
  };
}

/**
 * Queues the decision e-mail in the decision's own transaction (`db`): the decision and its
 * e-mail commit or roll back together, and a mail server that is down delays the e-mail without
 * losing it or turning the decision into an error for the administrator.
 */
export async function queueDecisionMail({ notice, db, now }: { notice: DecisionNotice; db: DB; now: number }): Promise<string> {
  // Signed with the office's phone and e-mail as staff keep them on Site Settings.
  const { phones, email } = await getSiteSettings({ db });
  return queueMail({ mail: renderDecisionMail({ ...notice, office: { phone: phones[0], email } }), db, now });
}
