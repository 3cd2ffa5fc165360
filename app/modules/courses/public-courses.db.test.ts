import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '~/utils/errors';
import { courseListQuery } from './courses.schemas';
import { createCourse } from './create-course.server';
import { findPublicCourses } from './find-public-courses.server';
import { findRelatedCourses, getPublicCourse } from './get-public-course.server';

// What the public course pages rely on: only visible courses, search, sort, 9 per page, 404s.
const day = 86_400_000;
const titles = [
  'Patient Care Assistant',
  'Operation Theatre Technician',
  'Diploma in C.S.S.D',
  'Pharmacy Assistant',
  'Diploma in Hospital Management',
  'Diploma in Dialysis Technology',
  'X-Ray and Imaging Technology',
  'Diploma in D.M.I.T',
  'Medical Laboratory Technician',
  'Emergency Medical Technician',
  'Hospital Front Office Executive',
  'Medical Records Technician',
];
let hiddenId = '';
const ids: string[] = [];

beforeAll(async () => {
  const base = Date.now() - 30 * day;
  for (const [index, title] of titles.entries()) {
    ids.push(await createCourse({ course: { title, description: `<p>${title}</p>`, images: [], createdAt: base + index * day } }));
  }
  hiddenId = await createCourse({ course: { title: 'Withdrawn Nursing Aide Programme', description: '', images: [], visible: false, createdAt: base - day } });
});

const query = (q = '', sort?: 'az' | 'za', page = 1) => ({ q, sort, page });

describe('findPublicCourses', () => {
  it('pages the visible courses 9 at a time, oldest first, never the hidden one', async () => {
    const first = await findPublicCourses({ query: query() });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.courses.map((c) => c.title)).toEqual(titles.slice(0, 9));
    const second = await findPublicCourses({ query: query('', undefined, 2) });
    expect(second.courses.map((c) => c.title)).toEqual(titles.slice(9));
  });

  it('clamps a page past the end to the last page', async () => {
    const result = await findPublicCourses({ query: query('', undefined, 50) });
    expect(result.page).toBe(2);
    expect(result.courses).toHaveLength(3);
  });

  it('reads ?page=99 from the address as the last page', async () => {
    const result = await findPublicCourses({ query: courseListQuery.parse({ page: '99' }) });
    expect(result.page).toBe(2);
    expect(result.courses.map((c) => c.title)).toEqual(titles.slice(9));
  });

  it('never lists the hidden course, in any order or on any page', async () => {
    for (const sort of [undefined, 'az', 'za'] as const) {
      const listed: string[] = [];
      for (const page of [1, 2]) listed.push(...(await findPublicCourses({ query: query('', sort, page) })).courses.map((c) => c.title));
      expect(listed).toHaveLength(12);
      expect(new Set(listed)).toEqual(new Set(titles));
    }
  });

  it('sorts A-Z and Z-A by title, ignoring case', async () => {
    const az = (await findPublicCourses({ query: query('diploma', 'az') })).courses.map((c) => c.title);
    expect(az).toEqual(['Diploma in C.S.S.D', 'Diploma in D.M.I.T', 'Diploma in Dialysis Technology', 'Diploma in Hospital Management']);
    const za = (await findPublicCourses({ query: query('diploma', 'za') })).courses.map((c) => c.title);
    expect(za).toEqual([...az].reverse());
  });

  // The queries a visitor types in the search box of /courses, read from the address as the page reads them.
  it.each([
    ['diploma', ['Diploma in C.S.S.D', 'Diploma in Hospital Management', 'Diploma in Dialysis Technology', 'Diploma in D.M.I.T']],
    ['DIPLOMA IN', ['Diploma in C.S.S.D', 'Diploma in Hospital Management', 'Diploma in Dialysis Technology', 'Diploma in D.M.I.T']],
    ['ray', ['X-Ray and Imaging Technology']],
    ['  theatre   TECH ', ['Operation Theatre Technician']],
    ['imagingtech', ['X-Ray and Imaging Technology']],
    ['c.s.s', ['Diploma in C.S.S.D']],
    ['medical', ['Medical Laboratory Technician', 'Emergency Medical Technician', 'Medical Records Technician']],
    ['nurse', []],
    ['withdrawn', []],
  ])('the search %j finds %j, in listed order', async (q, expected) => {
    const result = await findPublicCourses({ query: courseListQuery.parse({ q }) });
    expect(result.courses.map((c) => c.title)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('searches with the rule of spec §5, and an empty result is one empty page', async () => {
    expect((await findPublicCourses({ query: query('ray') })).courses.map((c) => c.title)).toEqual(['X-Ray and Imaging Technology']);
    expect(await findPublicCourses({ query: query('withdrawn') })).toEqual({ courses: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('getPublicCourse', () => {
  it('returns a visible course', async () => {
    expect((await getPublicCourse({ id: ids[0]! })).title).toBe('Patient Care Assistant');
  });

  it.each([
    ['a hidden course', () => hiddenId],
    ['an unknown id', () => '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', () => "x' or 1=1 --"],
  ])('treats %s as NOT_FOUND', async (_, id) => {
    const error = await getPublicCourse({ id: id() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('findRelatedCourses', () => {
  it('gives four other visible courses, never the course itself or a hidden one', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const related = await findRelatedCourses({ id: ids[3]! });
      expect(related).toHaveLength(4);
      expect(new Set(related.map((c) => c.id)).size).toBe(4);
      for (const course of related) {
        expect(course.id).not.toBe(ids[3]);
        expect(course.id).not.toBe(hiddenId);
        seen.add(course.id);
      }
    }
    // Random: twenty draws of four out of eleven show more than four distinct courses.
    expect(seen.size).toBeGreaterThan(4);
  });
});
