import { Link } from 'react-router';
import type { CourseCardData } from '~/modules/courses/courses.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { CourseCardTexts } from '~/modules/i18n/site/card-texts.server';
import { CoursePicturePlaceholder } from './course-picture-placeholder';
import { ResponsiveImage } from './responsive-image';

// Course card of spec §2: first image, title, 150-character excerpt, Enroll Now and Read More.
// `priority`: the card's picture is the page's largest first paint (the first card of /courses).
export function CourseCard({ course, texts, priority = false }: { course: CourseCardData; texts: CourseCardTexts; priority?: boolean }) {
  const href = `/apply-course/${course.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {course.image ? (
        <ResponsiveImage
          image={course.image}
          alt=""
          priority={priority}
          sizes="(min-width: 1050px) 33vw, (min-width: 760px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : (
        <CoursePicturePlaceholder className="aspect-[16/10] w-full" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-slate-900">{course.title}</h3>
        {course.duration ? <p className="text-sm font-medium text-brand-700">{course.duration}</p> : null}
        <p className="flex-1 text-sm leading-6 text-slate-600">{course.excerpt}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={href}
            onClick={() => window.scrollTo(0, 0)}
            className={
              'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ' +
              'focus-visible:outline-2 focus-visible:outline-offset-2'
            }
          >
            {texts.enrollNow}
          </Link>
          <Link to={href} className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {texts.readMore}
            <span className="sr-only">{fillText(texts.readMoreAbout, { title: course.title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
