import { createContext as createRouterContext } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from './locales';

// The language of the request, decided by server/app.ts from the address's prefix and handed to
// loaders through the router context.
export const localeRouterContext = createRouterContext<Locale>(DEFAULT_LOCALE);
