import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RedirectNoticeToast } from '~/components/site/redirect-notice';
import { SiteDialogs } from '~/components/site/site-dialogs';
import { SiteFooter } from '~/components/site/site-footer';
import { SiteHeader } from '~/components/site/site-header';
import { Toaster } from '~/components/site/toaster';
import { WhatsappButton } from '~/components/site/whatsapp-button';
import { getSignedInStudent, greetingName } from '~/modules/auth/get-signed-in-student.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { shellTexts } from '~/modules/i18n/site/shell-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { usePublicConfig } from '~/utils/use-public-config';
import { type SiteLoaderData, useShellTexts } from '~/utils/use-student';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteLoaderData> {
  const student = await getSignedInStudent({ request });
  const locale = context.get(localeRouterContext);
  return {
    student: student ? { ...student, greeting: greetingName(student) } : null,
    locale,
    texts: shellTexts(i18nFor(locale), { signedIn: student !== null }),
  };
}

// Who is signed in changes only by a form post, a sign-in or sign-out (which revalidate on the
// same URL), never by following a link: skip the layout's loader on plain navigation. A contact
// message changes nothing here either; asking again after one that failed for a lost connection
// would fail too, and the error page would take the typed message with it.
export function shouldRevalidate({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/contact') return false;
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

// The public site's shell. Every page renders its own <main id="main">, the skip link's target.
export default function SiteLayout() {
  const config = usePublicConfig();
  const texts = useShellTexts();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <SiteHeader instituteName={config.institute.name} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter institute={config.institute} />
      <WhatsappButton number={config.whatsappNumber} />
      <SiteDialogs />
      <Toaster />
      <RedirectNoticeToast />
    </div>
  );
}
