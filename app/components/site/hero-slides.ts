import { imageSrcSet, imageUrl, type StoredImage } from '~/modules/images/images';
import type { HeroSlideSettings } from '~/modules/site-settings/site-settings.schemas';

// The three slides of spec §2 Home. Titles, texts and pictures are staff's (Site Settings); until a
// slide has a picture of its own it shows the one drawn by scripts/make-hero-images.ts into public/hero/.
export const SLIDE_INTERVAL_MS = 5000;
export const MANUAL_PAUSE_MS = 6000;
/**
 * Home hydrates at the latest this long after `load` (decision 049): its first slide change is due
 * 5 s after it shows, and hydration takes under 1 s on a mid-range phone.
 */
export const HYDRATE_HOME_WITHIN_MS = 3000;
export const HERO_WIDTHS = [640, 1024, 1600] as const;
export const HERO_SIZE = { width: 1600, height: 900 };

/** Each slide's drawn picture (public/hero/{id}-{width}.webp) and where its button leads (its label: carousel-texts.server.ts). */
const SLIDE_PLACES = [
  { id: 'welcome', cta: { to: '/courses' } },
  { id: 'instructors', cta: { to: '/about' } },
  { id: 'courses', cta: { to: '/courses' } },
] as const;

export type HeroPicture = { src: string; srcSet: string; width: number; height: number };
export type HeroSlide = { id: string; title: string; description: string; cta: { to: string }; picture: HeroPicture };

export const heroSrc = (id: string, width: number) => `/hero/${id}-${width}.webp`;
export const heroSrcSet = (id: string) => HERO_WIDTHS.map((w) => `${heroSrc(id, w)} ${w}w`).join(', ');

/** A slide's picture: staff's upload (its WebP variants) or the drawn one. */
function heroPicture(id: string, image: StoredImage | null): HeroPicture {
  if (image) return { src: imageUrl(image, 1024), srcSet: imageSrcSet(image), width: image.width, height: image.height };
  return { src: heroSrc(id, 1024), srcSet: heroSrcSet(id), ...HERO_SIZE };
}

/** The carousel's slides from the settings in force (the loader sends these, not the settings). */
export function heroSlides(settings: HeroSlideSettings[]): HeroSlide[] {
  return SLIDE_PLACES.map((place, i) => {
    const slide = settings[i]!;
    return { id: place.id, title: slide.title, description: slide.text, cta: place.cta, picture: heroPicture(place.id, slide.image) };
  });
}

/** The drawn pictures of the three slides (a small variant each), shown on Site Settings. */
export const standardHeroPictures = () => SLIDE_PLACES.map((place) => heroSrc(place.id, 640));

/** The largest picture of a slide, for og:image. */
export const heroShareImage = (slide: HeroSlideSettings, index: number) => (slide.image ? imageUrl(slide.image, 1600) : heroSrc(SLIDE_PLACES[index]!.id, 1600));
