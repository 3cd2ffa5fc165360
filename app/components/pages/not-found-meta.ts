import type { MetaDescriptor } from 'react-router';
import { type MetaMatches, pageMeta } from '~/utils/seo';

/** Meta of a 404 page: a title, no canonical URL (nothing lives there) and noindex. */
export function notFoundMeta(matches: MetaMatches, title = 'Page not found'): MetaDescriptor[] {
  const meta = pageMeta({ matches, title, description: 'The page you were looking for does not exist.', path: '/' });
  return [
    ...meta.filter((descriptor) => !('rel' in descriptor) && !('property' in descriptor && descriptor.property === 'og:url')),
    { name: 'robots', content: 'noindex' },
  ];
}
