import { data, isRouteErrorResponse, Link } from 'react-router';
import { CourseCard } from '~/components/course-card';
import { CoursePicturePlaceholder } from '~/components/course-picture-placeholder';
import { EnrollButton } from '~/components/courses/enroll-button';
import { notFoundMeta } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import { ResponsiveImage } from '~/components/responsive-image';
import { RichText } from '~/components/pages/rich-text';
import { ApplicationStatusBadge } from '~/components/portal/application-status';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { getEnrolment } from '~/modules/applications/get-enrolment.server';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { excerptOf } from '~/modules/content/sanitize.server';
import { toCourseCard } from '~/modules/courses/course-card.server';
import { feesLabel, timeAgo } from '~/modules/courses/course-format';
import { courseJsonLd } from '~/modules/courses/course-json-ld';
import { findRelatedCourses, getPublicCourse } from '~/modules/courses/get-public-course.server';
import { courseCardTexts } from '~/modules/i18n/site/card-texts.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { i18nFor } from '~/modules/i18n/translate.server';
import { imageUrl } from '~/modules/images/images';
import { AppError } from '~/utils/errors';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import { pageMeta, rootConfig } from '~/utils/seo';
import type { Route } from './+types/apply-course';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

// Course detail and enrolment of spec §2. A hidden or unknown course is a real 404.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const course = await getPublicCourse({ id: params.id, locale }).catch(rethrowAsRouteError);
  const [related, enrolment] = await Promise.all([findRelatedCourses({ id: course.id, locale }), getEnrolment({ request, courseId: course.id })]);
  return {
    texts: { courseCard: courseCardTexts(i18n) },
    enrolment,
    course: {
      id: course.id,
      title: course.title,
      html: course.description,
      summary: excerptOf(course.description, 160),
      eligibility: course.eligibility?.trim() || null,
      fees: course.fees,
      feesText: feesLabel(course.fees),
      duration: course.duration,
      // Computed here, not in the browser: the text is the same in the HTML and after hydration.
      postedAgo: timeAgo(course.createdAt, Date.now()),
      postedAt: new Date(course.createdAt).toISOString(),
      images: course.images.slice(0, 2),
    },
    related: related.map(toCourseCard),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches, 'Course not found');
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

// Enroll Now (spec §5): the student of the session applies to this course.
export async function action({ params, request }: Route.ActionArgs) {
  const student = await requireStudentPage(request);
  try {
    await applyToCourse({ userId: student.userId, courseId: params.id, actor: { type: 'student', id: student.userId } });
    return { ok: true, message: 'Applied successfully!' };
  } catch (error) {
    if (error instanceof AppError) return data({ ok: false, message: error.message }, error.status);
    throw error;
  }
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { course, related, enrolment } = loaderData;
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
            Posted <time dateTime={course.postedAt}>{course.postedAgo}</time>
          </p>
        </div>
        <aside aria-label="Enrolment" className="self-start rounded-xl border border-slate-200 p-5 shadow-sm lg:col-start-2 lg:row-start-1">
          <dl className="flex flex-col gap-3 text-slate-800">
            <div>
              <dt className="sr-only">Fees</dt>
              <dd className="text-xl font-semibold text-slate-900">{course.feesText}</dd>
            </div>
            {course.duration ? (
              <div className="flex gap-1">
                <dt>Duration:</dt>
                <dd className="font-medium">{course.duration}</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-sm text-slate-600">No donation. Fees can be paid in instalments.</p>
          <EnrollButton courseId={course.id} enrolment={enrolment} className="mt-5 w-full" />
          {enrolment?.status ? (
            // 'Already Enrolled' says the student applied; this says where the application stands.
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              Application status: <ApplicationStatusBadge status={enrolment.status} />
              <Link to="/applications" className="font-semibold text-brand-700 underline">
                See it in Applied Courses
              </Link>
            </p>
          ) : null}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <RichText html={course.html} />
          {course.eligibility ? (
            <section aria-labelledby="eligibility-heading" className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5">
              <h2 id="eligibility-heading" className="text-lg font-semibold text-brand-800">
                Eligibility Criteria
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
            More Related Courses
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((card) => (
              <li key={card.id} className="grid">
                <CourseCard course={card} texts={loaderData.texts.courseCard} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage title="Course not found" message="This course does not exist or is no longer offered." />;
  }
  throw error;
}
