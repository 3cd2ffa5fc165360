import { formatPaiseCompact } from '~/modules/courses/course-format';
import { formatCalendarDate } from '~/utils/dates';
import { env } from '~/utils/env.server';

export type ReminderStage = 'before' | 'missed';

export type ReminderNotice = {
  to: string;
  name: string;
  applicationId: string;
  courseTitle: string;
  stage: ReminderStage;
  instalment: number;
  instalments: number;
  amountPaise: number;
  dueDate: string;
};

/**
 * A fee reminder: the course, which instalment, how much is still owed of it, its due date and the
 * link to the pay page, in plain words. 'before' is sent a few days ahead, 'missed' the day after.
 */
export function renderReminderMail({ notice, office }: { notice: ReminderNotice; office: { phone: string; email: string } }) {
  const course = notice.courseTitle.replace(/[\r\n]+/g, ' ').trim();
  const which = `instalment ${notice.instalment} of ${notice.instalments}`;
  const amount = formatPaiseCompact(notice.amountPaise);
  const due = formatCalendarDate(notice.dueDate);
  const payUrl = `${env.APP_URL}/pay-course/${encodeURIComponent(notice.applicationId)}`;
  const greeting = `Dear ${notice.name.trim() || 'student'},`;
  const signature = `With best wishes,\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  const already =
    'If you have paid it already (at the office or by bank transfer), thank you: please ignore this e-mail, ' +
    'or reply with the receipt or UTR number if the payment is not yet shown.';
  if (notice.stage === 'before') {
    return {
      to: notice.to,
      subject: `Fee reminder: ${course}, ${which} (${amount}) is due on ${due}`,
      text:
        `${greeting}\n\nThis is a reminder that ${which} of your fees for ${course} falls due on ${due}.\n\n` +
        `Amount due: ${amount}\nDue date: ${due}\n\nYou can pay online here: ${payUrl}\n\n${already}\n\n${signature}\n`,
    };
  }
  return {
    to: notice.to,
    subject: `Fee overdue: ${course}, ${which} (${amount}) was due on ${due}`,
    text:
      `${greeting}\n\n${which[0]!.toUpperCase()}${which.slice(1)} of your fees for ${course} was due on ${due} and we have not received it yet.\n\n` +
      `Amount due: ${amount}\nDue date: ${due}\n\nPlease pay it as soon as you can, online here: ${payUrl}\n\n` +
      `If you need more time, call or write to the office.\n\n${already}\n\n${signature}\n`,
  };
}
