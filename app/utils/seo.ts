import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, type Locale, LANGUAGE_TAGS, pathInLocale } from '~/modules/i18n/locales';
import type { PublicConfig } from './env.server';

// Per-page title, description, canonical URL, Open Graph and JSON-LD. Route `meta` functions call
// pageMeta with their matches: the root loader's config and the page's language come from them.
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function rootConfig(matches: MetaMatches): PublicConfig {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { config: PublicConfig }).config;
}

/** The page's language, as the root loader read it from the address (decision 043). */
export function rootLocale(matches: MetaMatches): Locale {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { locale?: Locale } | undefined)?.locale ?? DEFAULT_LOCALE;
}

/** `path` is the page's English path: the canonical URL is the page's own, in its language. */
export function pageMeta(options: {
  matches: MetaMatches;
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
}): MetaDescriptor[] {
  const config = rootConfig(options.matches);
  const locale = rootLocale(options.matches);
  const url = `${config.appUrl}${pathInLocale(options.path, locale)}`;
  const title = options.path === '/' ? options.title : `${options.title} | ${config.institute.name}`;
  const image = options.image ? new URL(options.image, config.appUrl).toString() : undefined;
  const jsonLd = options.jsonLd ? (Array.isArray(options.jsonLd) ? options.jsonLd : [options.jsonLd]) : [];
  return [
    { title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: config.institute.name },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: LANGUAGE_TAGS[locale].replace('-', '_') },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...jsonLd.map((data) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...data } })),
  ];
}

/** The institute as schema.org EducationalOrganization (home and about pages). */
export function organizationJsonLd(config: PublicConfig) {
  return {
    '@type': 'EducationalOrganization',
    name: config.institute.name,
    url: config.appUrl,
    email: config.institute.email,
    telephone: config.institute.phones[0],
    foundingDate: String(config.institute.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.institute.address,
      addressLocality: 'Nagpur',
      addressRegion: 'Maharashtra',
      addressCountry: 'IN',
    },
  };
}
