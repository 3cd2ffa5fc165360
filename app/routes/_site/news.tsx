import { EventTile } from '~/components/news/event-tile';
import { NewsCard } from '~/components/news/news-card';
import { PageHeader } from '~/components/pages/page-header';
import { excerptOf } from '~/modules/content/sanitize.server';
import { findEvents } from '~/modules/events/events.server';
import { formatNewsDate, isoNewsDate } from '~/modules/news/news-date';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { findNews } from '~/modules/news/news.server';
import { pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/news';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

const TITLE = 'News & Events';
const SUBTITLE = 'Stay updated with the latest happenings';

// News & Events of spec §2. Both lists load together; if either fails, neither is shown
// (spec §4) and the ErrorBoundary below says 'Failed to fetch data'.
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const [news, events] = await Promise.all([findNews({ locale }), findEvents({ locale })]);
  return {
    news: news.map((item) => ({
      id: item.id,
      title: item.title,
      date: formatNewsDate(item.date),
      isoDate: isoNewsDate(item.date),
      excerpt: excerptOf(item.description),
      // Spec §3: the second image is the card image.
      image: item.images[1] ?? item.images[0] ?? null,
    })),
    events: events.flatMap((event) => (event.image ? [{ id: event.id, title: event.title, image: event.image }] : [])),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: TITLE,
    description: 'News, events and photos from the institute: admissions, hospital visits, health camps, placement drives and celebrations in Nagpur.',
    path: '/news',
  });

export default function News({ loaderData }: Route.ComponentProps) {
  const { news, events } = loaderData;
  return (
    <main id="main">
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
        <section aria-labelledby="latest-news-heading">
          <h2 id="latest-news-heading" className="text-2xl font-bold text-slate-900">
            Latest News
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
            <p className="mt-6 text-slate-700">No news available</p>
          )}
        </section>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-2xl font-bold text-slate-900">
            Events &amp; Gallery
          </h2>
          {events.length > 0 ? (
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {events.map((event) => (
                <li key={event.id}>
                  <EventTile event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-slate-700">No events available</p>
          )}
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          Failed to fetch data
        </p>
      </div>
    </main>
  );
}
