import type { I18n } from '@lingui/core';
import { isRedirectNotice, REDIRECT_NOTICES } from '~/utils/redirect-notices';
import type { ToastKind } from '~/utils/toast';
import { translateMessage } from '../translate-message.server';

/** What a page a redirect led to says on arrival (`?notice=`), in the page's language; null without one. */
export type PageNotice = { kind: ToastKind; message: string } | null;

/**
 * The notice of the request's `?notice=` for the page's data: the shell's RedirectNoticeToast says
 * it (app/components/site/redirect-notice.tsx). Its sentences are the catalogues' (portal area).
 */
export function redirectNotice(request: Request, i18n: I18n): PageNotice {
  const code = new URL(request.url).searchParams.get('notice');
  if (!isRedirectNotice(code)) return null;
  const { kind, message } = REDIRECT_NOTICES[code];
  return { kind, message: translateMessage(i18n, message) };
}
