import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { NotFoundTexts } from '~/modules/i18n/site/not-found-texts.server';
import { type MetaMatches, pageMeta } from '~/utils/seo';

/** Meta of a 404 page: a title, no canonical URL (nothing lives there) and noindex. */
export function notFoundMeta(matches: MetaMatches, texts: Pick<NotFoundTexts, 'title' | 'metaDescription'> | undefined): MetaDescriptor[] {
  const meta = pageMeta({ matches, title: texts?.title ?? 'Page not found', description: texts?.metaDescription ?? '', path: '/' });
  return [
    ...meta.filter((descriptor) => !('rel' in descriptor) && !('property' in descriptor && descriptor.property === 'og:url')),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The texts a 404 of rethrowWithNotFound carries (app/utils/route-errors.server.ts), if `error` is one. */
export function notFoundTextsOf(error: unknown): NotFoundTexts | undefined {
  return isRouteErrorResponse(error) && error.status === 404 && typeof error.data === 'object' && error.data !== null
    ? (error.data as NotFoundTexts)
    : undefined;
}
