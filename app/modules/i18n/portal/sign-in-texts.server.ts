import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOGIN_TO_APPLY } from '~/modules/applications/application-texts';
import { friendlyAuthCodes } from '~/modules/auth/student-auth.schemas';
import { template } from '../template.server';
import { translateMessage } from '../translate-message.server';

/**
 * The student sign-in dialog (spec §2), fetched by the dialog as it opens (routes/portal/sign-in-texts.ts),
 * never carried by every public page. `codeSent` and `withProvider` are templates the dialog fills.
 */
export function signInTexts(i18n: I18n) {
  return {
    title: i18n._(msg`Student Login`),
    description: i18n._(msg`Apply to courses, fill your admission form and follow your applications.`),
    email: i18n._(msg`Email`),
    code: i18n._(msg`Code from the e-mail`),
    codeSent: template(i18n, msg`We e-mailed a {digits}-digit code to {email}. It works once, for {minutes} minutes.`, ['digits', 'email', 'minutes']),
    sendCode: i18n._(msg`Send code`),
    sending: i18n._(msg`Sending...`),
    signIn: i18n._(msg`Sign in`),
    signingIn: i18n._(msg`Signing in...`),
    sendNewCode: i18n._(msg`Send a new code`),
    otherEmail: i18n._(msg`Use a different e-mail`),
    or: i18n._(msg`or`),
    withProvider: template(i18n, msg`Continue with {provider}`, ['provider']),
    signedIn: i18n._(msg`You are signed in.`),
    close: i18n._(msg`Close`),
    unreachable: i18n._(msg`We could not reach the server. Check your connection and try again.`),
    failed: template(i18n, msg`Something went wrong ({status}). Please try again.`, ['status']),
    providerFailed: i18n._(msg`Sign-in with your provider did not complete. Please try again, or sign in with an e-mail code.`),
    loginToPay: translateMessage(i18n, LOGIN_TO_APPLY),
    /** better-auth's error codes as the dialog says them when a provider sends the student back refused. */
    codes: Object.fromEntries(Object.entries(friendlyAuthCodes).map(([code, english]) => [code, translateMessage(i18n, english)])),
  };
}

export type SignInTexts = ReturnType<typeof signInTexts>;
