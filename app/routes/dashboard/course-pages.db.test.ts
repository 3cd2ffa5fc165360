import { beforeAll, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { loader as editCourse } from './edit-course';
import { loader as manageCourses } from './manage-courses';

// The course pages' loaders as React Router calls them: what Manage Courses lists for a search in
// its address, and Edit Course's answer for a course that does not exist. The browser suite
// (tests/e2e/dashboard/courses.spec.ts) shows them.

let cookie: string;
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ role: 'content' })).token}`;
});
const request = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

it('Manage Courses searches titles in ?q= ignoring case, newest first, hidden courses too', async () => {
  const base = Date.now();
  const alpha = await createCourse({ course: { title: 'Ordering Probe Alpha', description: '', images: [], createdAt: base } });
  const beta = await createCourse({ course: { title: 'Ordering Probe Beta', description: '', images: [], visible: false, createdAt: base + 1000 } });
  await createCourse({ course: { title: 'Unrelated Course', description: '', images: [], createdAt: base + 2000 } });
  const list = (q: string) =>
    manageCourses({ request: request(`/dashboard/manage-courses?q=${encodeURIComponent(q)}`), params: {}, context: {} } as Parameters<typeof manageCourses>[0]);
  const found = await list('ORDERING probe');
  expect(found.q).toBe('ORDERING probe');
  expect(found.roundsLink).toBe(false); // content staff: merit rounds are admissions' work
  expect(found.courses.map((course) => course.id)).toEqual([beta, alpha]);
  expect(found.courses[0]).toMatchObject({ title: 'Ordering Probe Beta', visible: false, createdAt: base + 1000 });
  expect((await list('zz-no-such-course-zz')).courses).toEqual([]);
});

it('Edit Course of an unknown course is a 404 that says so', async () => {
  let thrown: unknown;
  try {
    await editCourse({
      request: request('/dashboard/edit-course/01900000-0000-7000-8000-000000000404'),
      params: { id: '01900000-0000-7000-8000-000000000404' },
      context: {},
    } as Parameters<typeof editCourse>[0]);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toMatchObject({ init: { status: 404 }, data: 'Course not found' });
});
