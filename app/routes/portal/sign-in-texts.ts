import { localeRouterContext } from '~/modules/i18n/locale-context';
import { signInTexts } from '~/modules/i18n/portal/sign-in-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import type { Route } from './+types/sign-in-texts';

// The sign-in dialog's texts in the page's language (/hi/sign-in-texts, /mr/sign-in-texts): the
// dialog fetches them as it opens, beside its own chunk, so no public page carries them in its
// data (decision 043, the JavaScript budget of decision 010). The same for everyone: cacheable.
export function loader({ context }: Route.LoaderArgs) {
  const texts = signInTexts(i18nFor(context.get(localeRouterContext)));
  return Response.json(texts, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
