import { Link } from 'react-router';
import { notFoundMeta, notFoundTextsOf } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import { RichText } from '~/components/pages/rich-text';
import { ResponsiveImage } from '~/components/responsive-image';
import { excerptOf } from '~/modules/content/sanitize.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { imageUrl } from '~/modules/images/images';
import { formatNewsDate, isoNewsDate } from '~/modules/news/news-date';
import { getNewsItem } from '~/modules/news/news.server';
import { fillText } from '~/modules/i18n/fill-text';
import { newsDetailTexts, noNewsDate } from '~/modules/i18n/site/news-texts.server';
import { newsNotFoundTexts } from '~/modules/i18n/site/not-found-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { rethrowWithNotFound } from '~/utils/route-errors.server';
import { pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/news-detail';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// News detail of spec §2: the first image is the hero, the rest form the Gallery.
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const item = await getNewsItem({ id: params.id, locale }).catch(rethrowWithNotFound(newsNotFoundTexts(i18n)));
  return {
    texts: newsDetailTexts(i18n),
    id: item.id,
    title: item.title,
    html: item.description,
    summary: excerptOf(item.description, 160),
    date: formatNewsDate(item.date, locale, noNewsDate(i18n)),
    isoDate: isoNewsDate(item.date),
    hero: item.images[0] ?? null,
    gallery: item.images.slice(1),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) return notFoundMeta(matches, notFoundTextsOf(error));
  const config = rootConfig(matches);
  const image = loaderData.hero ? imageUrl(loaderData.hero, 960) : undefined;
  return pageMeta({
    matches,
    title: loaderData.title,
    description: loaderData.summary,
    path: `/news/${loaderData.id}`,
    type: 'article',
    image,
    jsonLd: {
      '@type': 'NewsArticle',
      headline: loaderData.title,
      description: loaderData.summary,
      ...(loaderData.isoDate ? { datePublished: loaderData.isoDate } : {}),
      ...(image ? { image: [new URL(image, config.appUrl).toString()] } : {}),
      mainEntityOfPage: `${config.appUrl}/news/${loaderData.id}`,
      publisher: { '@type': 'EducationalOrganization', name: config.institute.name, url: config.appUrl },
    },
  });
};

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { texts, title, html, date, isoDate, hero, gallery } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/news" className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> {texts.back}
      </Link>
      <article className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{isoDate ? <time dateTime={isoDate}>{date}</time> : date}</p>
        {hero ? (
          <ResponsiveImage
            image={hero}
            alt=""
            priority
            sizes="(min-width: 768px) 736px, 100vw"
            className="mt-6 aspect-[16/10] w-full rounded-xl object-cover"
          />
        ) : null}
        <RichText html={html} className="mt-6" />
        {gallery.length > 0 ? (
          <section aria-labelledby="gallery-heading" className="mt-10">
            <h2 id="gallery-heading" className="text-xl font-semibold text-slate-900">
              {texts.gallery}
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {gallery.map((image, index) => (
                <li key={image.id}>
                  <ResponsiveImage
                    image={image}
                    alt={fillText(texts.photo, { title, number: index + 2 })}
                    sizes="(min-width: 768px) 360px, 100vw"
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = notFoundTextsOf(error);
  if (texts) return <NotFoundPage texts={texts} />;
  throw error;
}
