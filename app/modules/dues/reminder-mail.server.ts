import { formatPaiseCompact } from '~/modules/courses/course-format';
import { documentFormats } from '~/modules/i18n/documents/document-formats.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { reminderMailTexts } from '~/modules/i18n/email/reminder-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { type Locale, pathInLocale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
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
  /** The student's language (decision 043). English by default. */
  locale?: Locale;
};

/**
 * A fee reminder in the student's language: the course, which instalment, how much is still owed of
 * it, its due date and the link to the pay page, in plain words. 'before' is sent a few days ahead,
 * 'missed' the day after.
 */
export function renderReminderMail({ notice, office }: { notice: ReminderNotice; office: { phone: string; email: string } }) {
  const locale = notice.locale ?? 'en';
  const i18n = i18nFor(locale);
  const texts = reminderMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const course = notice.courseTitle.replace(/[\r\n]+/g, ' ').trim();
  const counts = { number: notice.instalment, count: notice.instalments };
  const which = fillText(texts.which, counts);
  const amount = formatPaiseCompact(notice.amountPaise);
  const due = documentFormats(locale).calendarDate(notice.dueDate);
  const link = `${env.APP_URL}${pathInLocale(`/pay-course/${encodeURIComponent(notice.applicationId)}`, locale)}`;
  const greeting = fillText(common.greeting, { name: notice.name.trim() || texts.student });
  const signature = `${common.closing}\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  const figures = `${fillText(texts.amountDue, { amount })}\n${fillText(texts.dueDate, { due })}`;
  if (notice.stage === 'before') {
    return {
      to: notice.to,
      subject: fillText(texts.beforeSubject, { course, which, amount, due }),
      text:
        `${greeting}\n\n${fillText(texts.beforeIntro, { which, course, due })}\n\n${figures}\n\n` +
        `${fillText(texts.payOnline, { link })}\n\n${texts.already}\n\n${signature}\n`,
    };
  }
  return {
    to: notice.to,
    subject: fillText(texts.missedSubject, { course, which, amount, due }),
    text:
      `${greeting}\n\n${fillText(texts.missedIntro, { which: fillText(texts.whichAtStart, counts), course, due })}\n\n${figures}\n\n` +
      `${fillText(texts.paySoon, { link })}\n\n${texts.moreTime}\n\n${texts.already}\n\n${signature}\n`,
  };
}
