import { z } from 'zod';

// Browser-safe: the rules of the public course list (spec §5, §9).
export const COURSES_PAGE_SIZE = 9;
export const HOME_COURSE_COUNT = 4;
export const RELATED_COURSE_COUNT = 4;
export const EXCERPT_LENGTH = 150;
export const ELIGIBILITY_LABELS = ['HSC', 'Science Graduation', 'Dr.', 'Any Graduation', '12th', 'Graduation', '2 Years Any Graduation'] as const;
export const DEFAULT_ELIGIBILITY = 'HSC';

export const courseListQuery = z.object({
  q: z.string().max(200).catch(''),
  sort: z.enum(['az', 'za']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * The title search of spec §5: case and whitespace are ignored; a title matches when the query
 * is a substring of it, or a prefix of any of its word segments (split on non-alphanumerics).
 */
export function titleMatches(title: string, query: string): boolean {
  const needle = compact(query);
  if (!needle) return true;
  if (compact(title).includes(needle)) return true;
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .some((segment) => segment.startsWith(needle));
}
