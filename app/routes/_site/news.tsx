import { EventTile } from '~/components/news/event-tile';
import { NewsCard } from '~/components/news/news-card';
import { PageHeader } from '~/components/pages/page-header';
import { excerptOf } from '~/modules/content/sanitize.server';
import { findEvents } from '~/modules/events/events.server';
import { formatNewsDate, isoNewsDate } from '~/modules/news/news-date';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { findNews } from '~/modules/news/news.server';
import { type NewsTexts, newsTexts, noNewsDate } from '~/modules/i18n/site/news-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { pageMeta } from '~/utils/seo';
import { logError } from '~/utils/log.server';
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/news';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// News & Events of spec §2. Both lists load together; if either fails, neither is shown
// (spec §4) and the ErrorBoundary below says 'Failed to fetch data', in the page's language: the
// failure carries the page's texts, since the boundary has no loader data.
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const texts = newsTexts(i18n);
  const [news, events] = await Promise.all([findNews({ locale }), findEvents({ locale })]).catch((error: unknown) => {
    logError(error, 'news page');
    throw data({ texts }, { status: 500 });
  });
  const noDate = noNewsDate(i18n);
  return {
    texts,
    news: news.map((item) => ({
      id: item.id,
      title: item.title,
      date: formatNewsDate(item.date, locale, noDate),
      isoDate: isoNewsDate(item.date),
      excerpt: excerptOf(item.description),
      // Spec §3: the second image is the card image.
      image: item.images[1] ?? item.images[0] ?? null,
    })),
    events: events.flatMap((event) => (event.image ? [{ id: event.id, title: event.title, image: event.image }] : [])),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({ matches, title: loaderData?.texts.title ?? '', description: loaderData?.texts.description ?? '', path: '/news' });

export default function News({ loaderData }: Route.ComponentProps) {
  const { texts, news, events } = loaderData;
  return (
    <main id="main">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
        <section aria-labelledby="latest-news-heading">
          <h2 id="latest-news-heading" className="text-2xl font-bold text-slate-900">
            {texts.latestNews}
          </h2>
          {news.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.map((item, index) => (
                <li key={item.id} className="grid">
                  {/* The first card is the largest picture above the fold: load it eagerly. */}
                  <NewsCard item={item} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-slate-700">{texts.noNews}</p>
          )}
        </section>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-2xl font-bold text-slate-900">
            {texts.events}
          </h2>
          {events.length > 0 ? (
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {events.map((event) => (
                <li key={event.id}>
                  <EventTile event={event} fallbackAlt={texts.eventPhoto} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-slate-700">{texts.noEvents}</p>
          )}
        </section>
      </div>
    </main>
  );
}

// Without the failure's texts (an error thrown elsewhere), the page says it in English.
const ENGLISH = { title: 'News & Events', subtitle: 'Stay updated with the latest happenings', failed: 'Failed to fetch data' };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts: Pick<NewsTexts, 'title' | 'subtitle' | 'failed'> =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data !== null ? (error.data as { texts: NewsTexts }).texts : ENGLISH;
  return (
    <main id="main">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          {texts.failed}
        </p>
      </div>
    </main>
  );
}
