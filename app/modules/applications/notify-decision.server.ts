import type { DB } from '~/db/db.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import type { Decision } from './applications.schemas';

export type DecisionNotice = { to: string; name: string; courseTitle: string; status: Decision };
/** How the student reaches the office: the details of Site Settings. */
type OfficeContact = { phone: string; email: string };

/** The e-mail a student gets when staff decide on an application: plain words, the course named. */
export function renderDecisionMail({ to, name, courseTitle, status, office }: DecisionNotice & { office: OfficeContact }) {
  // Titles are one line when stored; a header still never gets a line break from data.
  const course = courseTitle.replace(/[\r\n]+/g, ' ').trim();
  const greeting = `Dear ${name.trim() || 'student'},`;
  const signature = `With best wishes,\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  const applied = `${env.APP_URL}/applications`;
  if (status === 'Accepted') {
    return {
      to,
      subject: `Your application for ${course} has been accepted`,
      text:
        `${greeting}\n\nGood news: your application for ${course} has been accepted. ` +
        'Congratulations!\n\nOur office will contact you about the next steps and the fees. You ' +
        `can see your application at any time under Applied Courses: ${applied}\n\n${signature}\n`,
    };
  }
  return {
    to,
    subject: `About your application for ${course}`,
    text:
      `${greeting}\n\nThank you for applying for ${course}. We are sorry that we cannot offer ` +
      'you a place on this course this time.\n\nYou are welcome to apply for another course, and ' +
      'our office will gladly help you choose one: call us or reply to this ' +
      `e-mail.\n\n${signature}\n`,
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
