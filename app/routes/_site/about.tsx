import { Link } from 'react-router';
import { StartApplicationLink } from '~/components/pages/start-application-link';
import { ResponsiveImage } from '~/components/responsive-image';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { fillText } from '~/modules/i18n/fill-text';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { aboutTexts } from '~/modules/i18n/site/about-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { imageUrl } from '~/modules/images/images';
import { inDefaultWords } from '~/modules/i18n/site/default-content.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { usePublicConfig } from '~/utils/use-public-config';
import { organizationJsonLd, pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/about';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// About Us of spec §2. The text is fixed; the banner is staff's (Site Settings), and until they
// choose one it borrows a stored course picture.
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const texts = aboutTexts(i18n);
  const { aboutBanner } = await getSiteSettings({ locale });
  const bannerAlt = inDefaultWords(i18n, aboutBanner.alt);
  if (aboutBanner.image) return { texts, banner: aboutBanner.image, bannerAlt };
  const [first] = await findVisibleCourses({ locale });
  return { texts, banner: first?.images[1] ?? first?.images[0] ?? null, bannerAlt };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const config = rootConfig(matches);
  return pageMeta({
    matches,
    title: loaderData?.texts.meta.title ?? '',
    description: fillText(loaderData?.texts.meta.description ?? '', { institute: config.institute.name }),
    path: '/about',
    image: loaderData?.banner ? imageUrl(loaderData.banner, 960) : undefined,
    jsonLd: organizationJsonLd(config),
  });
};

const primaryButton =
  'inline-block rounded-md bg-accent-500 px-6 py-3 text-center font-semibold text-slate-900 ' +
  'hover:bg-amber-400 focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-white';
const secondaryButton = 'inline-block rounded-md border-2 border-white px-6 py-3 text-center font-semibold text-white hover:bg-white hover:text-brand-800';

export default function About({ loaderData }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  const { texts } = loaderData;
  return (
    <main id="main">
      <div className="bg-brand-700 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{fillText(texts.heading, { institute: institute.name })}</h1>
            <p className="mt-4 text-lg text-brand-50">{fillText(texts.lead, { established: institute.established })}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <StartApplicationLink label={texts.startApplication} className={primaryButton} />
              <Link to="/courses" className={secondaryButton}>
                {texts.exploreCourses}
              </Link>
            </div>
          </div>
          {loaderData.banner ? (
            <ResponsiveImage
              image={loaderData.banner}
              alt={loaderData.bannerAlt}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="aspect-[4/3] w-full rounded-xl object-cover shadow-lg"
            />
          ) : null}
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="who-heading" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="who-heading" className="text-2xl font-bold text-slate-900">
              {texts.whoHeading}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{texts.who}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{texts.visionHeading}</h2>
            <p className="mt-3 leading-7 text-slate-700">{texts.vision}</p>
          </div>
        </section>

        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
            {texts.missionHeading}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {texts.mission.map((point, index) => (
              <li key={point} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <span className="leading-7 text-slate-700">{point}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="text-2xl font-bold text-slate-900">
            {texts.coursesHeading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {texts.courses.map((course) => (
              <li key={course.title} className="flex items-center justify-between gap-4 rounded-lg bg-brand-50 px-4 py-3">
                <span className="font-medium text-slate-900">{course.title}</span>
                <span className="shrink-0 text-sm font-semibold text-brand-800">{course.duration}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold text-slate-900">
            {texts.whyHeading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {texts.whyChoose.map((reason) => (
              <li key={reason.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-heading" className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {texts.ctaHeading}
          </h2>
          <p className="mt-2 text-brand-50">{texts.ctaLead}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <StartApplicationLink label={texts.startApplication} className={primaryButton} />
            <Link to="/courses" className={secondaryButton}>
              {texts.exploreCourses}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
