import { data, Link } from 'react-router';
import { CourseCard } from '~/components/course-card';
import { CoursePicturePlaceholder } from '~/components/course-picture-placeholder';
import { EnrollButton } from '~/components/courses/enroll-button';
import { notFoundMeta, notFoundTextsOf } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import { ResponsiveImage } from '~/components/responsive-image';
import { RichText } from '~/components/pages/rich-text';
import { ApplicationStatusBadge } from '~/components/portal/application-status';
import { COMPLETE_PROFILE_FIRST } from '~/modules/applications/application-texts';
import { OutsideWindowError } from '~/modules/admissions/admission-season';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { getEnrolment } from '~/modules/applications/get-enrolment.server';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { excerptOf } from '~/modules/content/sanitize.server';
import { toCourseCard } from '~/modules/courses/course-card.server';
import { feesLabel, formatRupees, timeAgo } from '~/modules/courses/course-format';
import { courseJsonLd } from '~/modules/courses/course-json-ld';
import { findRelatedCourses, getPublicCourse } from '~/modules/courses/get-public-course.server';
import { fillText } from '~/modules/i18n/fill-text';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { LANGUAGE_TAGS } from '~/modules/i18n/locales';
import { admissionSeasonLines, windowSentence } from '~/modules/i18n/site/admission-season-texts.server';
import { applicationStatusTexts } from '~/modules/i18n/site/application-status-texts.server';
import { courseDetailTexts } from '~/modules/i18n/site/course-detail-texts.server';
import { courseNotFoundTexts } from '~/modules/i18n/site/not-found-texts.server';
import { translateMessage } from '~/modules/i18n/translate-message.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { imageUrl } from '~/modules/images/images';
import { dateInputValue } from '~/utils/dates';
import { AppError } from '~/utils/errors';
import { rethrowWithNotFound } from '~/utils/route-errors.server';
import { pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/apply-course';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// Course detail and enrolment of spec §2. A hidden or unknown course is a real 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const course = await getPublicCourse({ id: params.id, locale }).catch(rethrowWithNotFound(courseNotFoundTexts(i18n)));
  const [related, enrolment] = await Promise.all([findRelatedCourses({ id: course.id, locale }), getEnrolment({ request, courseId: course.id })]);
  const texts = courseDetailTexts(i18n);
  return {
    texts,
    // Only the status this student's application has, in the page's language (the badge is shared with the portal).
    statusLabel: enrolment?.status ? (applicationStatusTexts(i18n)[enrolment.status] ?? enrolment.status) : null,
    enrolment,
    // Where admissions stand (window, seats left), only where the course has a limit.
    season: Object.values(
      admissionSeasonLines(
        i18n,
        locale,
        { opensOn: course.admissionOpensOn, closesOn: course.admissionClosesOn, seats: course.seats, accepted: course.accepted },
        dateInputValue(Date.now()),
      ),
    ).filter((line) => line !== null),
    course: {
      id: course.id,
      title: course.title,
      html: course.description,
      summary: excerptOf(course.description, 160),
      eligibility: course.eligibility?.trim() || null,
      fees: course.fees,
      // English as it always was (feesLabel); another language from its texts, the amount written the same way.
      feesText:
        locale === 'en'
          ? feesLabel(course.fees)
          : course.fees === null
            ? texts.feesOnRequest
            : fillText(texts.feesAmount, { amount: formatRupees(course.fees) }),
      duration: course.duration,
      // Computed here, not in the browser: the text is the same in the HTML and after hydration.
      postedAgo: timeAgo(course.createdAt, Date.now(), locale === 'en' ? undefined : { tag: `${LANGUAGE_TAGS[locale]}-u-nu-latn`, justNow: texts.justNow }),
      postedAt: new Date(course.createdAt).toISOString(),
      images: course.images.slice(0, 2),
    },
    related: related.map(toCourseCard),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) return notFoundMeta(matches, notFoundTextsOf(error));
  const config = rootConfig(matches);
  const { course } = loaderData;
  const image = course.images[0] ? imageUrl(course.images[0], 960) : undefined;
  return pageMeta({
    matches,
    title: course.title,
    description: course.summary,
    path: `/apply-course/${course.id}`,
    image,
    jsonLd: courseJsonLd({ config, id: course.id, title: course.title, description: course.summary, fees: course.fees, duration: course.duration, image }),
  });
};

// Enroll Now (spec §5): the student of the session applies to this course. The answer is said in
// the page's language; `completeProfile` tells the button to open the admission form.
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const student = await requireStudentPage(request);
  try {
    await applyToCourse({ userId: student.userId, courseId: params.id, actor: { type: 'student', id: student.userId } });
    return { ok: true, message: translateMessage(i18n, 'Applied successfully!') };
  } catch (error) {
    if (error instanceof AppError) {
      const completeProfile = error.message === COMPLETE_PROFILE_FIRST;
      const message =
        error instanceof OutsideWindowError
          ? windowSentence(i18n, locale, error.state, { opensOn: error.day, closesOn: error.day })!
          : translateMessage(i18n, error.message);
      return data({ ok: false, message, completeProfile }, error.status);
    }
    throw error;
  }
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { texts, statusLabel, course, related, enrolment, season } = loaderData;
  const [postedBefore, postedAfter] = texts.posted.split('{ago}');
  const [hero, side] = course.images;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {/* Placed on a grid so that on a phone the fees and Enroll Now come right after the title,
          and on a desktop they sit beside the hero. */}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {hero ? (
            <ResponsiveImage
              image={hero}
              alt=""
              priority
              sizes="(min-width: 1152px) 800px, (min-width: 1024px) 65vw, 100vw"
              className="aspect-[16/9] w-full rounded-xl object-cover"
            />
          ) : (
            <CoursePicturePlaceholder className="aspect-[16/9] w-full rounded-xl" />
          )}
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {postedBefore}
            <time dateTime={course.postedAt}>{course.postedAgo}</time>
            {postedAfter}
          </p>
        </div>
        <aside aria-label={texts.enrolment} className="self-start rounded-xl border border-slate-200 p-5 shadow-sm lg:col-start-2 lg:row-start-1">
          <dl className="flex flex-col gap-3 text-slate-800">
            <div>
              <dt className="sr-only">{texts.fees}</dt>
              <dd className="text-xl font-semibold text-slate-900">{course.feesText}</dd>
            </div>
            {course.duration ? (
              <div className="flex gap-1">
                <dt>{texts.duration}</dt>
                <dd className="font-medium">{course.duration}</dd>
              </div>
            ) : null}
          </dl>
          {season.map((line) => (
            <p key={line} className="mt-2 text-sm font-medium text-slate-800">
              {line}
            </p>
          ))}
          <p className="mt-2 text-sm text-slate-600">{texts.noDonation}</p>
          <EnrollButton courseId={course.id} enrolment={enrolment} texts={texts.enroll} className="mt-5 w-full" />
          {enrolment?.status ? (
            // 'Already Enrolled' says the student applied; this says where the application stands.
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              {texts.applicationStatus} <ApplicationStatusBadge status={enrolment.status} label={statusLabel ?? enrolment.status} />
              <Link to="/applications" className="font-semibold text-brand-700 underline">
                {texts.seeApplication}
              </Link>
            </p>
          ) : null}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <RichText html={course.html} />
          {course.eligibility ? (
            <section aria-labelledby="eligibility-heading" className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5">
              <h2 id="eligibility-heading" className="text-lg font-semibold text-brand-800">
                {texts.eligibility}
              </h2>
              <p className="mt-2 text-slate-800">{course.eligibility}</p>
            </section>
          ) : null}
        </div>
        {side ? (
          <div className="self-start lg:col-start-2 lg:row-start-2">
            <ResponsiveImage image={side} alt="" sizes="(min-width: 1024px) 320px, 100vw" className="aspect-[4/3] w-full rounded-xl object-cover" />
          </div>
        ) : null}
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            {texts.related}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((card) => (
              <li key={card.id} className="grid">
                <CourseCard course={card} texts={texts.courseCard} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = notFoundTextsOf(error);
  if (texts) return <NotFoundPage texts={texts} />;
  throw error;
}
