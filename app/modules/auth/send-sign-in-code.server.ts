import { queueMail } from '~/modules/mail/queue-mail.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { env } from '~/utils/env.server';
import { SIGN_IN_CODE_TTL_SECONDS } from './student-auth.schemas';

export const SIGN_IN_CODE_SUBJECT = 'Your sign-in code';

/**
 * E-mails a student's sign-in code, in the body only: a subject shows on a locked phone's screen.
 * Through the mail queue with a first attempt at once; while the mail server is down the queue
 * retries until the code expires, never after. Never logs the code: only that sending failed.
 */
export async function sendSignInCode({ email, code, now = Date.now() }: { email: string; code: string; now?: number }): Promise<void> {
  const minutes = SIGN_IN_CODE_TTL_SECONDS / 60;
  try {
    const id = await queueMail({
      mail: {
        to: email,
        subject: SIGN_IN_CODE_SUBJECT,
        text:
          `Hello,\n\nYour code to sign in to the ${env.INSTITUTE_NAME} student portal ` +
          `is:\n\n${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ` +
          'ask for it, ignore this e-mail: nobody can sign in without the code.\n',
      },
      expiresAt: now + SIGN_IN_CODE_TTL_SECONDS * 1000,
      now,
    });
    await sendQueuedMailNow({ id, now });
  } catch (error) {
    console.error('A sign-in code e-mail could not be queued:', (error as Error).message);
  }
}
