import { signInCodeTexts } from '~/modules/i18n/email/sign-in-code-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { DEFAULT_LOCALE, type Locale } from '~/modules/i18n/locales';
import { i18nFor } from '~/modules/i18n/translate.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { env } from '~/utils/env.server';
import { SIGN_IN_CODE_TTL_SECONDS } from './student-auth.schemas';

/**
 * E-mails a student's sign-in code, in the body only: a subject shows on a locked phone's screen.
 * Through the mail queue with a first attempt at once; while the mail server is down the queue
 * retries until the code expires, never after. Never logs the code: only that sending failed.
 */
export async function sendSignInCode({
  email,
  code,
  locale = DEFAULT_LOCALE,
  now = Date.now(),
}: {
  email: string;
  code: string;
  /** The language of the page the student asked from (requestLanguage). */
  locale?: Locale;
  now?: number;
}): Promise<void> {
  const texts = signInCodeTexts(i18nFor(locale));
  try {
    const id = await queueMail({
      mail: {
        to: email,
        subject: texts.subject,
        text: [
          texts.hello,
          '',
          fillText(texts.intro, { institute: env.INSTITUTE_NAME }),
          '',
          code,
          '',
          `${fillText(texts.validity, { minutes: SIGN_IN_CODE_TTL_SECONDS / 60 })} ${texts.ignore}`,
          '',
        ].join('\n'),
      },
      expiresAt: now + SIGN_IN_CODE_TTL_SECONDS * 1000,
      now,
    });
    await sendQueuedMailNow({ id, now });
  } catch (error) {
    console.error('A sign-in code e-mail could not be queued:', (error as Error).message);
  }
}
