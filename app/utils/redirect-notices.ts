import { LOGIN_TO_APPLY } from '~/modules/applications/application-texts';
import { COMPLETE_PROFILE_TO_PAY, INVALID_APPLICATION_ID } from '~/modules/payments/pay-texts';
import type { ToastKind } from './toast';

// What a page says after its loader sent the student elsewhere (a redirect carries no toast):
// `?notice=<code>` on the target URL names one of these fixed sentences, so no link can make the
// site say words of its own choosing.
export const REDIRECT_NOTICES = {
  'invalid-application': { kind: 'error', message: INVALID_APPLICATION_ID },
  'complete-profile-to-pay': { kind: 'warning', message: COMPLETE_PROFILE_TO_PAY },
  /** Said inside the sign-in dialog that /?sign-in=1 opens (a toast would sit behind it). */
  'login-to-pay': { kind: 'error', message: LOGIN_TO_APPLY },
} as const satisfies Record<string, { kind: ToastKind; message: string }>;
export type RedirectNotice = keyof typeof REDIRECT_NOTICES;

export const isRedirectNotice = (value: string | null): value is RedirectNotice => value !== null && Object.hasOwn(REDIRECT_NOTICES, value);

/** `path` with the notice its page will say on arrival. */
export const withNotice = (path: string, notice: RedirectNotice) => `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;
