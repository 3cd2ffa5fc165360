import type { CourseCardData } from '~/components/course-card';
import { excerptOf } from '~/modules/content/sanitize.server';
import { EXCERPT_LENGTH } from './courses.schemas';
import type { Course } from './course.server';

export const toCourseCard = (course: Course): CourseCardData => ({
  id: course.id,
  title: course.title,
  excerpt: excerptOf(course.description, EXCERPT_LENGTH),
  image: course.images[0] ?? null,
  duration: course.duration,
});
