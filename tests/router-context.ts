import { RouterContextProvider } from 'react-router';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import type { Locale } from '~/modules/i18n/locales';

/** The context server/app.ts gives a route's loader and action, in a language (English unless asked). */
export function routerContext(locale: Locale = 'en'): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(localeRouterContext, locale);
  return context;
}
