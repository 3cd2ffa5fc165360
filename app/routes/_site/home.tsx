import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CourseCard } from '~/components/course-card';
import { ContactDetails } from '~/components/site/contact-details';
import { ContactForm } from '~/components/site/contact-form';
import { HeroCarousel } from '~/components/site/hero-carousel';
import { heroShareImage, heroSlides } from '~/components/site/hero-slides';
import { NewsHighlights, type NewsCardData } from '~/components/site/news-highlights';
import { excerptOf } from '~/modules/content/sanitize.server';
import { fillText } from '~/modules/i18n/fill-text';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { inDefaultWords } from '~/modules/i18n/site/default-content.server';
import { homeTexts } from '~/modules/i18n/site/home-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { toCourseCard } from '~/modules/courses/course-card.server';
import { EXCERPT_LENGTH, HOME_COURSE_COUNT } from '~/modules/courses/courses.schemas';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { findNews, HOME_NEWS_COUNT } from '~/modules/news/news.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { organizationJsonLd, pageMeta, rootConfig } from '~/utils/seo';
import { usePublicConfig } from '~/utils/use-public-config';
import type { Route } from './+types/home';
import { formatMediumDate } from '~/utils/dates';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const config = rootConfig(matches);
  return pageMeta({
    matches,
    title: fillText(loaderData?.texts.meta.title ?? '{institute}', { institute: config.institute.name }),
    description: loaderData?.texts.meta.description ?? '',
    path: '/',
    image: loaderData?.shareImage ?? '/hero/welcome-1600.webp',
    jsonLd: organizationJsonLd(config),
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const [courses, news, settings] = await Promise.all([
    findVisibleCourses({ locale }),
    findNews({ limit: HOME_NEWS_COUNT, locale }),
    getSiteSettings({ locale }),
  ]);
  const i18n = i18nFor(locale);
  return {
    texts: homeTexts(i18n),
    // Slides whose words staff have not changed say the site's own words in the page's language.
    slides: heroSlides(settings.heroSlides).map((slide) => ({
      ...slide,
      title: inDefaultWords(i18n, slide.title),
      description: inDefaultWords(i18n, slide.description),
    })),
    shareImage: heroShareImage(settings.heroSlides[0]!, 0),
    courses: courses.slice(0, HOME_COURSE_COUNT).map(toCourseCard),
    news: news.map((item): NewsCardData => ({
      id: item.id,
      title: item.title,
      date: item.date,
      dateLabel: formatMediumDate(item.date, locale), // written on the server: the browser shows the same text
      excerpt: excerptOf(item.description, EXCERPT_LENGTH),
      // Spec §3: cards show a news item's second picture.
      image: item.images[1] ?? item.images[0] ?? null,
    })),
  };
}

// Sending a contact message changes nothing on this page: no need to reload courses and news.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/contact' ? false : defaultShouldRevalidate;
}

const sectionHeading = 'text-3xl font-extrabold tracking-tight text-slate-900';

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  const { texts } = loaderData;
  return (
    <main id="main">
      <HeroCarousel instituteName={institute.name} slides={loaderData.slides} texts={texts.carousel} />

      <section aria-labelledby="courses-heading" className="mx-auto max-w-7xl px-4 py-16 tab:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="courses-heading" className={sectionHeading}>
              {texts.coursesHeading}
            </h2>
            <p className="mt-2 text-slate-600">{texts.coursesLead}</p>
          </div>
          <Link to="/courses" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {texts.exploreMore}
          </Link>
        </div>
        <ul className="grid gap-6 tab:grid-cols-2 desk:grid-cols-4">
          {loaderData.courses.map((course) => (
            <li key={course.id} className="flex [&>article]:flex-1">
              <CourseCard course={course} texts={texts.courseCard} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="news-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 tab:px-6">
          <h2 id="news-heading" className={`${sectionHeading} mb-8`}>
            {texts.newsHeading}
          </h2>
          <NewsHighlights news={loaderData.news} texts={texts.newsCard} />
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 tab:px-6 desk:grid-cols-[1fr_1.6fr]">
        <div className="flex flex-col gap-5">
          <h2 id="contact-heading" className={sectionHeading}>
            {texts.contactHeading}
          </h2>
          <p className="text-slate-600">{texts.contactLead}</p>
          <ContactDetails institute={institute} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm tab:p-8">
          <ContactForm id="home-contact" texts={texts.contactForm} />
        </div>
      </section>
    </main>
  );
}
