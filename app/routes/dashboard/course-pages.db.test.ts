import { beforeAll, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { action as saveCourse, loader as editCourse } from './edit-course';
import { getCourse } from '~/modules/courses/get-course.server';
import { loader as manageCourses } from './manage-courses';

// The course pages' loaders as React Router calls them: what Manage Courses lists for a search in
// its address, Edit Course's answer for a course that does not exist and what its checkboxes save. The browser suite
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

it('Edit Course saves its two admission rules from their checkboxes: ticked is on, left unticked is off', async () => {
  const id = await createCourse({ course: { title: 'Checkbox Probe', description: '', images: [] } });
  const save = async (ticked: string[]) => {
    const form = new FormData();
    form.set('title', 'Checkbox Probe');
    form.set('eligibility', 'HSC');
    for (const name of ticked) form.set(name, 'on');
    const post = new Request(`http://localhost/dashboard/edit-course/${id}`, { method: 'POST', headers: { cookie }, body: form });
    const answer = await saveCourse({ request: post, params: { id }, context: {} } as unknown as Parameters<typeof saveCourse>[0]);
    expect(answer).toMatchObject({ data: { ok: true, message: 'Course updated successfully!' } });
    const { requiresVerifiedDocuments, offerNeedsFirstInstalment } = await getCourse({ id });
    return { requiresVerifiedDocuments, offerNeedsFirstInstalment };
  };
  expect(await save(['requiresVerifiedDocuments', 'offerNeedsFirstInstalment'])).toEqual({ requiresVerifiedDocuments: true, offerNeedsFirstInstalment: true });
  expect(await save(['offerNeedsFirstInstalment'])).toEqual({ requiresVerifiedDocuments: false, offerNeedsFirstInstalment: true });
  expect(await save([])).toEqual({ requiresVerifiedDocuments: false, offerNeedsFirstInstalment: false });
});
