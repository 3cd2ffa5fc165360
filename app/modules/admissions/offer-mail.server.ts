import type { DB } from '~/db/db.server';
import { offerMailTexts } from '~/modules/i18n/email/application-mail-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { reminderMailTexts } from '~/modules/i18n/email/reminder-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { appliedCoursesLink } from '~/modules/receipts/receipt-parties.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { formatLongDay } from '~/utils/dates';
import { env } from '~/utils/env.server';

export type OfferNotice = { to: string; name: string; courseTitle: string; round: number; rank: number; category: string; deadlineOn: string; locale: Locale };

/** The e-mail of a seat offered in a round, in the student's language, with the deadline as their language writes dates. */
export function renderOfferMail({
  to,
  name,
  courseTitle,
  round,
  rank,
  category,
  deadlineOn,
  locale,
  office,
}: OfferNotice & { office: { phone: string; email: string } }) {
  const i18n = i18nFor(locale);
  const texts = offerMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const course = courseTitle.replace(/[\r\n]+/g, ' ').trim();
  const greeting = fillText(common.greeting, { name: name.trim() || reminderMailTexts(i18n).student });
  const signature = `${common.closing}\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  const deadline = formatLongDay(deadlineOn, locale);
  const seat = category === 'Open' ? texts.open : category;
  return {
    to,
    subject: fillText(texts.subject, { course }),
    text:
      `${greeting}\n\n${fillText(texts.offered, { round: String(round), course, rank: String(rank), category: seat })}\n\n` +
      `${fillText(texts.deadline, { deadline, link: appliedCoursesLink(locale) })}\n${texts.lapses}\n\n${signature}\n`,
  };
}

/** Queues the offer e-mails in the round's own transaction: the round and its e-mails commit together; the mail worker sends them. */
export async function queueOfferMails({ notices, db, now }: { notices: OfferNotice[]; db: DB; now: number }): Promise<string[]> {
  if (notices.length === 0) return [];
  const { phones, email } = await getSiteSettings({ db });
  const ids: string[] = [];
  for (const notice of notices) ids.push(await queueMail({ mail: renderOfferMail({ ...notice, office: { phone: phones[0], email } }), db, now }));
  return ids;
}
