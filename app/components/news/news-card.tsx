import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/responsive-image';
import type { StoredImage } from '~/modules/images/images';

export type NewsCardData = { id: string; title: string; date: string; isoDate?: string; excerpt: string; image: StoredImage | null };

// A Latest News card: the whole card is one link to /news/{id} (one tab stop, large target).
export function NewsCard({ item, priority = false }: { item: NewsCardData; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {item.image ? (
        <ResponsiveImage
          image={item.image}
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : (
        <div className="aspect-[16/10] w-full bg-brand-100" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          {/* The link's box covers the card (after:absolute), so the card is clickable. */}
          <Link
            to={`/news/${item.id}`}
            className={
              'after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:outline-none ' +
              'after:focus-visible:outline-2 after:focus-visible:outline-offset-2 ' +
              'after:focus-visible:outline-brand-700 after:rounded-xl'
            }
          >
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <time dateTime={item.isoDate}>{item.date}</time>
        </p>
        <p className="text-sm leading-6 text-slate-700">{item.excerpt}</p>
      </div>
    </article>
  );
}
