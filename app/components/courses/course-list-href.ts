import type { CourseListQuery } from '~/modules/courses/courses.schemas';

/** The URL of one state of the course list; defaults are left out so links stay short. */
export function courseListHref({ q, sort, page }: Partial<CourseListQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort) params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/courses?${search}` : '/courses';
}
