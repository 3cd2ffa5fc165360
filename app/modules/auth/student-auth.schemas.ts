// Student sign-in: limits and texts shared by the dialog and the server. No zod here: the site
// layout imports this on every public page (docs/decisions/010-javascript-budget.md).
export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;
export const SIGN_IN_CODE_ATTEMPTS = 5;
export const SIGN_IN_CODE_LENGTH = 6;
export const STUDENT_SESSION_DAYS = 7;

export const UNVERIFIED_PROVIDER_EMAIL = 'Your sign-in provider has not confirmed your e-mail address. Sign in with an e-mail code instead.';
export const TOO_MANY_SIGN_IN_REQUESTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

// better-auth answers errors with a code and developer wording; students get these sentences.
export const friendlyAuthCodes: Record<string, string> = {
  INVALID_OTP: 'That code is not right. Check the e-mail and try again.',
  OTP_EXPIRED: 'That code has expired or was already used. Ask for a new code.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new code.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  VALIDATION_ERROR: 'Enter a valid e-mail address and the 6-digit code from the e-mail.',
  ACCOUNT_NOT_LINKED: 'This e-mail already has a student account. Sign in with an e-mail code.',
  UNVERIFIED_PROVIDER_EMAIL,
};

export function friendlyAuthMessage(code: string | undefined, fallback: string | undefined): string {
  return (code && friendlyAuthCodes[code]) || fallback || 'Sign-in did not work. Please try again.';
}
