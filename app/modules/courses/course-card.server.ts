import { excerptOf } from '~/modules/content/sanitize.server';
import { type CourseCardData, EXCERPT_LENGTH } from './courses.schemas';
import type { Course } from './course.server';

export const toCourseCard = (course: Course): CourseCardData => ({
  id: course.id,
  title: course.title,
  excerpt: excerptOf(course.description, EXCERPT_LENGTH),
  image: course.images[0] ?? null,
  duration: course.duration,
});
