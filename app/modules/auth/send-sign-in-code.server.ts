import { sendMail } from '~/modules/mail/send-mail.server';
import { env } from '~/utils/env.server';
import { SIGN_IN_CODE_TTL_SECONDS } from './student-auth.schemas';

export const SIGN_IN_CODE_SUBJECT = 'Your sign-in code';

/**
 * E-mails a student's sign-in code, in the body only: a subject shows on a locked phone's screen.
 * Never logs the code: only that sending failed.
 */
export async function sendSignInCode({ email, code }: { email: string; code: string }): Promise<void> {
  const minutes = SIGN_IN_CODE_TTL_SECONDS / 60;
  await sendMail({
    to: email,
    subject: SIGN_IN_CODE_SUBJECT,
    text:
      `Hello,\n\nYour code to sign in to the ${env.INSTITUTE_NAME} student portal ` +
      `is:\n\n${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ` +
      'ask for it, ignore this e-mail: nobody can sign in without the code.\n',
  }).catch((error: unknown) => console.error('A sign-in code e-mail could not be sent:', (error as Error).message));
}
