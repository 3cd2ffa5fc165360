// The three slides of spec §2 Home. Pictures are drawn by scripts/make-hero-images.ts into public/hero/.
export const SLIDE_INTERVAL_MS = 5000;
export const MANUAL_PAUSE_MS = 6000;
export const HERO_WIDTHS = [640, 1024, 1600] as const;
export const HERO_SIZE = { width: 1600, height: 900 };

export type HeroSlide = { id: string; title: string; description: string; cta: { to: string; label: string } };

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'welcome',
    title: 'Welcome to the institute',
    description: 'Explore our healthcare and hospital-management courses and apply for programs that lead straight to hospital careers.',
    cta: { to: '/courses', label: 'Explore Courses' },
  },
  {
    id: 'instructors',
    title: 'Top Instructors',
    description: 'Learn from experienced doctors, technicians and hospital administrators who teach what hospitals need every day.',
    cta: { to: '/about', label: 'Meet the Institute' },
  },
  {
    id: 'courses',
    title: 'Diverse Courses',
    description: 'From Patient Care Assistant to Dialysis, Imaging and Hospital Management: one- and two-year programmes with placement support.',
    cta: { to: '/courses', label: 'View All Courses' },
  },
];

export const heroSrc = (id: string, width: number) => `/hero/${id}-${width}.webp`;
export const heroSrcSet = (id: string) => HERO_WIDTHS.map((w) => `${heroSrc(id, w)} ${w}w`).join(', ');
