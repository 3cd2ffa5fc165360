import { msg } from '@lingui/core/macro';

// What the sign-in API may answer a student with (student-auth.schemas.ts, the rate limits of
// server/api/auth/student-auth.routes.ts), listed so that translateMessage finds each in the
// portal's catalogues. A test checks every one of them is here.
export const SIGN_IN_MESSAGES = [
  msg`That code is not right. Check the e-mail and try again.`,
  msg`That code has expired or was already used. Ask for a new code.`,
  msg`Too many wrong codes. Ask for a new code.`,
  msg`Enter a valid e-mail address.`,
  msg`Enter a valid e-mail address and the 6-digit code from the e-mail.`,
  msg`This e-mail already has a student account. Sign in with an e-mail code.`,
  msg`Your sign-in provider has not confirmed your e-mail address. Sign in with an e-mail code instead.`,
  msg`Too many sign-in attempts. Please wait 15 minutes and try again.`,
  msg`Sign-in did not work. Please try again.`,
  msg`Login to apply for Courses`,
];
