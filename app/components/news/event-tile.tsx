import { ResponsiveImage } from '~/components/responsive-image';
import type { StoredImage } from '~/modules/images/images';

export type EventTileData = { id: string; title: string | null; image: StoredImage };

// An Events & Gallery picture. Its title shows on hover and on keyboard focus (the tile is
// focusable so keyboard and touch users can reveal it too); the image's alt text carries the
// title for screen readers, so the visual caption is hidden from them.
export function EventTile({ event, fallbackAlt }: { event: EventTileData; fallbackAlt: string }) {
  return (
    <figure
      tabIndex={0}
      className="group relative overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <ResponsiveImage
        image={event.image}
        alt={event.title ?? fallbackAlt}
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
        className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105 group-focus:scale-105"
      />
      {event.title ? (
        <figcaption
          aria-hidden="true"
          className={
            'invisible absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-black/30 px-3 ' +
            'py-3 text-sm font-semibold text-white opacity-0 transition group-hover:visible ' +
            'group-hover:opacity-100 group-focus:visible group-focus:opacity-100'
          }
        >
          {event.title}
        </figcaption>
      ) : null}
    </figure>
  );
}
