import type { DB } from '~/db/db.server';
import { documentRejectedMailTexts } from '~/modules/i18n/email/document-mail-texts.server';
import { receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { reminderMailTexts } from '~/modules/i18n/email/reminder-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { type Locale, pathInLocale } from '~/modules/i18n/locales';
import { rejectionReasonNames } from '~/modules/i18n/portal/document-review-texts.server';
import { DOCUMENT_NAMES } from '~/modules/i18n/portal/profile-messages.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import type { RejectionReason } from './document-reviews.schemas';
import type { DocumentKind } from './documents.schemas';

export type DocumentRejectedNotice = {
  to: string;
  name: string;
  document: DocumentKind;
  reason: RejectionReason;
  /** Staff's words, sent as typed. */
  note: string | null;
  /** The student's language when the document is rejected (decision 043). */
  locale: Locale;
};

/** Where the student re-uploads: My Profile, in their language. */
export const myProfileLink = (locale: Locale) => `${env.APP_URL}${pathInLocale('/user-profile', locale)}`;

/** The e-mail a student gets when staff reject a document: which one, why, and where to send a new copy. */
export function renderDocumentRejectedMail({
  to,
  name,
  document,
  reason,
  note,
  locale,
  office,
}: DocumentRejectedNotice & { office: { phone: string; email: string } }) {
  const i18n = i18nFor(locale);
  const texts = documentRejectedMailTexts(i18n);
  const common = receiptMailTexts(i18n);
  const documentName = i18n._(DOCUMENT_NAMES[document]);
  const greeting = fillText(common.greeting, { name: name.trim() || reminderMailTexts(i18n).student });
  const signature = `${common.closing}\n${env.INSTITUTE_NAME}\n${office.phone} · ${office.email}`;
  const lines = [
    greeting,
    '',
    fillText(texts.rejected, { document: documentName }),
    fillText(texts.reason, { reason: rejectionReasonNames(i18n)[reason] }),
    ...(note ? [fillText(texts.note, { note: note.replace(/[\r\n]+/g, ' ') })] : []),
    '',
    fillText(texts.next, { link: myProfileLink(locale) }),
    '',
    signature,
  ];
  return { to, subject: fillText(texts.subject, { document: documentName }), text: `${lines.join('\n')}\n` };
}

/** Queues the e-mail in the review's own transaction (`db`): the review and its e-mail commit together. */
export async function queueDocumentRejectedMail({ notice, db, now }: { notice: DocumentRejectedNotice; db: DB; now: number }): Promise<string> {
  const { phones, email } = await getSiteSettings({ db });
  return queueMail({ mail: renderDocumentRejectedMail({ ...notice, office: { phone: phones[0], email } }), db, now });
}
