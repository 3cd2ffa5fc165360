import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/responsive-image';
import type { NewsCardTexts } from '~/modules/i18n/site/card-texts.server';
import type { StoredImage } from '~/modules/images/images';
import { NewsTicker } from './news-ticker';

/** What the Home news block needs of a news item (made by the Home loader). */
export type NewsCardData = { id: string; title: string; date: number; dateLabel: string; excerpt: string; image: StoredImage | null };

// Home's News & Events block (spec §2): the three newest items and a ticker of their titles.
export function NewsHighlights({ news, texts }: { news: NewsCardData[]; texts: NewsCardTexts }) {
  if (news.length === 0) return <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{texts.none}</p>;
  return (
    <div className="flex flex-col gap-8">
      <ul className="grid gap-6 tab:grid-cols-2 desk:grid-cols-3">
        {news.map((item) => (
          <li key={item.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes="(min-width: 1050px) 33vw, (min-width: 760px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : (
                <div className="aspect-[3/2] w-full bg-brand-100" />
              )}
              <div className="flex flex-1 flex-col gap-2 p-5">
                <time dateTime={new Date(item.date).toISOString()} className="text-sm font-medium text-brand-700">
                  {item.dateLabel}
                </time>
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="flex-1 text-sm leading-6 text-slate-600">{item.excerpt}</p>
                {/* The title in the link text (not only in aria-label) keeps the link descriptive for search engines too. */}
                <Link
                  to={`/news/${item.id}`}
                  className="mt-2 w-fit rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {texts.readMore}
                  <span className="sr-only">{`: ${item.title}`}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <NewsTicker items={news.map(({ id, title }) => ({ id, title }))} texts={texts} />
    </div>
  );
}
