import { sendMail } from '~/modules/mail/send-mail.server';
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
 * Sends the decision e-mail. Never throws: the decision is already stored, and a mail server that
 * is down must not turn it into an error for the administrator. The failure is logged without the
 * message body.
 */
export async function notifyDecision(notice: DecisionNotice): Promise<boolean> {
  try {
    const { phones, email } = await getSiteSettings();
    await sendMail(renderDecisionMail({ ...notice, office: { phone: phones[0], email } }));
    return true;
  } catch (error) {
    console.error(`The ${notice.status.toLowerCase()} e-mail for an application could not be sent:`, (error as Error).message);
    return false;
  }
}
