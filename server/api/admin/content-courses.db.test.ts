import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { sanitizeRichText } from '~/modules/content/sanitize.server';
import { signedInAdmin } from '../../../tests/admin-session';
import payloads from '../../../tests/fixtures/xss-payloads.json';
import { api } from '../api';
import { expectFailure, form, pixelBomb, send, sixMegabytes, smallPng, svgImage, textAsJpeg } from '../../../tests/admin-api-requests';
import { insertStudentWithApplication } from '../../../tests/enrolment';

// The course calls of the dashboard, through the real Hono app on a real database.
let token = '';
let adminId = '';
beforeAll(async () => {
  const session = await signedInAdmin({ name: 'Course Admin' });
  token = session.token;
  adminId = session.admin.id;
});

const unknownId = '01900000-0000-7000-8000-000000000000';
const courseCount = async () =>
  Number(
    (
      await db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditCount = async () =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditOf = (entityId: string) => db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();
type ListedCourse = Record<string, unknown> & { _id: string; images: string[] };
const listCourses = async () => (await (await send('/admin/list-courses', { token })).json()).coursesData as ListedCourse[];
const publicCourses = async () => (await (await api.request('/courses')).json()).courses as Array<Record<string, unknown>>;
const postCourse = async (fields: Parameters<typeof form>[0]) => send('/admin/post-course', { token, form: form(fields) });

async function addApplicant(courseId: string) {
  await insertStudentWithApplication(db, { courseId });
}

describe('every course call needs an administrator', () => {
  it.each([
    ['POST', '/admin/post-course'],
    ['GET', '/admin/list-courses'],
    ['POST', '/admin/change-visibility'],
    ['POST', '/admin/delete-course'],
    ['POST', '/admin/change-fees'],
    ['POST', '/admin/remove-course-fees'],
    ['POST', '/admin/update-course'],
  ])('%s %s without a token or with a wrong one is 401', async (method, path) => {
    const before = await auditCount();
    await expectFailure(await api.request(path, { method }), 401);
    await expectFailure(await api.request(path, { method, headers: { token: 'not-a-session' } }), 401);
    expect(await auditCount()).toBe(before);
  });
});

describe('POST /admin/post-course', () => {
  it('adds a course with two images, rich text and fees, audited, and visible on /api/courses', async () => {
    const res = await postCourse({
      title: '  Medical Laboratory Technician  ',
      description: '<h1>Lab</h1><p>Blood tests<script>alert(1)</script></p>',
      eligibility: 'Science Graduation',
      fees: '1234.5',
      images: [await smallPng(10), await smallPng(200)],
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'Course added successfully!', _id: expect.any(String) });
    const listed = (await listCourses()).find((c) => c._id === body._id)!;
    expect(listed).toMatchObject({
      title: 'Medical Laboratory Technician',
      description: '<h2>Lab</h2><p>Blood tests</p>',
      eligibility: 'Science Graduation',
      fees: 1234.5,
      applicants: 0,
      visible: true,
    });
    expect(listed.images).toHaveLength(2);
    for (const url of listed.images) expect(url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect(Number((await db.selectFrom('courses').select('fees_paise').where('id', '=', body._id).executeTakeFirstOrThrow()).fees_paise)).toBe(123450);
    expect((await publicCourses()).find((c) => c._id === body._id)).toMatchObject({ fees: 1234.5, images: listed.images });
    const [entry] = await auditOf(body._id);
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, action: 'course.create', entity: 'course', before: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: 'Medical Laboratory Technician', fees: 1234.5, images: [expect.any(String), expect.any(String)] });
  });

  it('defaults eligibility to HSC and leaves fees unset when blank; images are optional', async () => {
    const res = await postCourse({ title: 'Bare Course', description: '', eligibility: '', fees: '' });
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    expect((await listCourses()).find((c) => c._id === _id)).toMatchObject({ eligibility: 'HSC', fees: null, images: [], description: '', duration: null });
  });

  it('keeps a duration as typed, trimmed, shown in the admin list and the public /api/courses', async () => {
    const res = await postCourse({ title: 'Patient Care Assistant', duration: '  1 year ' });
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    expect((await listCourses()).find((c) => c._id === _id)).toMatchObject({ duration: '1 year' });
    expect((await publicCourses()).find((c) => c._id === _id)).toMatchObject({ duration: '1 year' });
    expect(JSON.parse((await auditOf(_id))[0]!.after!)).toMatchObject({ duration: '1 year' });
  });

  it.each([
    ['no title', { description: 'x' }, 'Course title is required.'],
    ['a blank title', { title: '   ' }, 'Course title is required.'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'Course title is too long (200 characters at most).'],
    ['an unknown eligibility', { title: 'T', eligibility: 'PhD' }, /^Eligibility must be one of: HSC, /],
    ['negative fees', { title: 'T', fees: '-1' }, 'Please enter a valid number.'],
    ['fees that are not a number', { title: 'T', fees: 'abc' }, 'Please enter a valid number.'],
    ['images that are text', { title: 'T', images: 'hello' }, 'Images must be files.'],
    ['a 41-character duration', { title: 'T', duration: 'y'.repeat(41) }, 'Keep the duration short (40 characters at most), e.g. 1 year.'],
  ])('refuses %s with 400 and stores nothing', async (_label, fields, message) => {
    const before = await courseCount();
    await expectFailure(await postCourse(fields as Record<string, string>), 400, message);
    expect(await courseCount()).toBe(before);
  });

  it('refuses three images with 400', async () => {
    const png = await smallPng();
    await expectFailure(await postCourse({ title: 'T', images: [png, png, png] }), 400, 'Choose at most two images.');
  });

  it('refuses a JSON body with 415', async () => {
    await expectFailure(await send('/admin/post-course', { token, json: { title: 'T' } }), 415, 'Send the course as multipart/form-data.');
  });

  it.each([
    ['an SVG', svgImage, 415, 'Images must be JPEG, PNG, WebP or GIF.'],
    ['a text file named .jpg', textAsJpeg, 415, 'That file is not an image we can read.'],
    ['a 6 MB image', sixMegabytes, 413, 'Images can be at most 5 MB.'],
    ['a PNG claiming 50000×50000 pixels', pixelBomb, 413, 'That image has too many pixels.'],
  ])('refuses %s as the second image, storing no course and no audit entry', async (_label, make, status, message) => {
    const [courses, audits] = [await courseCount(), await auditCount()];
    await expectFailure(await postCourse({ title: 'Half stored?', images: [await smallPng(), await make()] }), status, message);
    expect(await courseCount()).toBe(courses);
    expect(await auditCount()).toBe(audits);
  });
});

describe('stored XSS payloads come back inert', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (const { name, html } of payloads) {
      const res = await postCourse({ title: `XSS ${name}`.slice(0, 200), description: html });
      expect(res.status).toBe(201);
      ids.push((await res.json())._id);
    }
  });

  it('in list-courses and in the public /api/courses', async () => {
    const listed = await listCourses();
    const published = await publicCourses();
    const dangerous = /<(script|style|iframe|svg|noscript|object|embed|form|math)\b|\son\w+\s*=|javascript:|vbscript:|data:text/i;
    for (const [index, { html }] of payloads.entries()) {
      for (const course of [listed.find((c) => c._id === ids[index]), published.find((c) => c._id === ids[index])]) {
        expect(course, `course for payload ${index}`).toBeDefined();
        expect(course!.description).toBe(sanitizeRichText(html));
        expect(course!.description).not.toMatch(dangerous);
      }
    }
  });
});

describe('GET /admin/list-courses', () => {
  it('lists every course, hidden ones included, newest first, in the admin shape', async () => {
    const first = (await (await postCourse({ title: 'Listed first' })).json())._id;
    const second = (await (await postCourse({ title: 'Listed second' })).json())._id;
    await send('/admin/change-visibility', { token, json: { id: second } });
    const res = await send('/admin/list-courses', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['coursesData', 'message', 'success']);
    const ids = body.coursesData.map((c: { _id: string }) => c._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids[0]).toBe(second);
    expect(Object.keys(body.coursesData[0]).sort()).toEqual([
      '_id',
      'accepted',
      'admissionClosesOn',
      'admissionOpensOn',
      'applicants',
      'date',
      'description',
      'duration',
      'eligibility',
      'fees',
      'images',
      'offerNeedsFirstInstalment',
      'reportingOn',
      'requiresVerifiedDocuments',
      'seats',
      'seatsLeft',
      'title',
      'visible',
    ]);
    expect(body.coursesData[0].visible).toBe(false);
    const dates = body.coursesData.map((c: { date: string }) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('POST /admin/change-visibility', () => {
  it('hides a course from GET /api/courses and shows it again', async () => {
    const { _id: id } = await (await postCourse({ title: 'Now you see me' })).json();
    expect((await publicCourses()).map((c) => c._id)).toContain(id);
    const hidden = await send('/admin/change-visibility', { token, json: { id } });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ success: true, message: 'Course hidden from the public site', visible: false });
    expect((await publicCourses()).map((c) => c._id)).not.toContain(id);
    expect((await api.request(`/courses`)).status).toBe(200);
    const shown = await send('/admin/change-visibility', { token, json: { id } });
    expect(await shown.json()).toEqual({ success: true, message: 'Course visible on the public site', visible: true });
    expect((await publicCourses()).map((c) => c._id)).toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, JSON.parse(e.before ?? 'null')?.visible, JSON.parse(e.after!).visible])).toEqual([
      ['course.create', undefined, true],
      ['course.visibility', true, false],
      ['course.visibility', false, true],
    ]);
  });

  it.each([
    ['an unknown id', { id: unknownId }, 404, 'Course not found'],
    ['a malformed id', { id: "1' or '1'='1" }, 404, 'Course not found'],
    ['no id', {}, 400, 'Course id is required.'],
    ['a number id', { id: 5 }, 400, 'Course id is required.'],
  ])('answers %s with %i', async (_label, json, status, message) => {
    await expectFailure(await send('/admin/change-visibility', { token, json }), status, message);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await api.request('/admin/change-visibility', { method: 'POST', headers: { token, 'Content-Type': 'application/json' }, body: '{"id":' });
    await expectFailure(res, 400, 'The request body is not valid JSON.');
  });
});

describe('fees', () => {
  let id = '';
  beforeAll(async () => {
    id = (await (await postCourse({ title: 'Fee course' })).json())._id;
  });

  it('change-fees stores rupees as paise and remove-course-fees clears them, both audited', async () => {
    const changed = await send('/admin/change-fees', { token, json: { id, fees: 1234.5 } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true, message: 'Fees updated!', fees: 1234.5 });
    expect(Number((await db.selectFrom('courses').select('fees_paise').where('id', '=', id).executeTakeFirstOrThrow()).fees_paise)).toBe(123450);
    expect((await publicCourses()).find((c) => c._id === id)!.fees).toBe(1234.5);
    expect((await listCourses()).find((c) => c._id === id)!.fees).toBe(1234.5);

    const removed = await send('/admin/remove-course-fees', { token, json: { id } });
    expect(await removed.json()).toEqual({ success: true, message: 'Fees removed successfully!' });
    expect((await listCourses()).find((c) => c._id === id)!.fees).toBeNull();
    const entries = (await auditOf(id)).slice(1);
    expect(entries.map((e) => [e.action, JSON.parse(e.before!).fees, JSON.parse(e.after!).fees])).toEqual([
      ['course.fees-change', null, 1234.5],
      ['course.fees-remove', 1234.5, null],
    ]);
  });

  it('accepts zero and a numeric string', async () => {
    expect(await (await send('/admin/change-fees', { token, json: { id, fees: 0 } })).json()).toMatchObject({ fees: 0 });
    expect(await (await send('/admin/change-fees', { token, json: { id, fees: '45000' } })).json()).toMatchObject({ fees: 45000 });
  });

  it("accepts fees as written in India ('₹1,25,000', '65,000.50') and stores integer paise", async () => {
    expect(await (await send('/admin/change-fees', { token, json: { id, fees: '₹1,25,000' } })).json()).toMatchObject({ fees: 125000 });
    expect(Number((await db.selectFrom('courses').select('fees_paise').where('id', '=', id).executeTakeFirstOrThrow()).fees_paise)).toBe(12_500_000);
    expect(await (await send('/admin/change-fees', { token, json: { id, fees: '65,000.50' } })).json()).toMatchObject({ fees: 65000.5 });
    expect(Number((await db.selectFrom('courses').select('fees_paise').where('id', '=', id).executeTakeFirstOrThrow()).fees_paise)).toBe(6_500_050);
  });

  it.each([
    [{ fees: -5 }, 400, 'Please enter a valid number.'],
    [{ fees: 'abc' }, 400, 'Please enter a valid number.'],
    [{ fees: '6,5000' }, 400, 'Please enter a valid number.'],
    [{ fees: '65000.505' }, 400, 'Please enter a valid number.'],
    [{ fees: 1234.567 }, 400, 'Please enter a valid number.'], // at most 2 decimals, never rounded
    [{ fees: null }, 400, 'Please enter a valid number.'],
    [{}, 400, 'Please enter a valid number.'],
    [{ fees: 1e12 }, 400, 'Those fees are too large.'],
  ])('refuses %j and changes nothing', async (fields, status, message) => {
    const before = (await listCourses()).find((c) => c._id === id)!.fees;
    await expectFailure(await send('/admin/change-fees', { token, json: { id, ...fields } }), status, message);
    expect((await listCourses()).find((c) => c._id === id)!.fees).toBe(before);
  });

  it('answers an unknown course with 404', async () => {
    await expectFailure(await send('/admin/change-fees', { token, json: { id: unknownId, fees: 10 } }), 404, 'Course not found');
    await expectFailure(await send('/admin/remove-course-fees', { token, json: { id: unknownId } }), 404, 'Course not found');
  });
});

describe('POST /admin/update-course', () => {
  it('edits title, description and eligibility by JSON, sanitising, audited with before and after', async () => {
    const { _id: id } = await (await postCourse({ title: 'Typo Cuorse', description: '<p>Old</p>', eligibility: '12th', images: [await smallPng()] })).json();
    const res = await send('/admin/update-course', {
      token,
      json: { id, title: 'Fixed Course', description: '<p>New<img src=x onerror=alert(1)></p>', eligibility: 'Dr.' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Course updated successfully!',
      course: { _id: id, title: 'Fixed Course', description: '<p>New</p>', eligibility: 'Dr.' },
    });
    expect(body.course.images).toHaveLength(1);
    const entry = (await auditOf(id)).at(-1)!;
    expect(entry.action).toBe('course.update');
    expect(JSON.parse(entry.before!)).toMatchObject({ title: 'Typo Cuorse', description: '<p>Old</p>', eligibility: '12th' });
    expect(JSON.parse(entry.after!)).toMatchObject({ title: 'Fixed Course', description: '<p>New</p>', eligibility: 'Dr.' });
  });

  it('sets, keeps and removes the duration by JSON', async () => {
    const { _id: id } = await (await postCourse({ title: 'Dialysis', duration: '1 year' })).json();
    const changed = await send('/admin/update-course', { token, json: { id, duration: '2 years' } });
    expect((await changed.json()).course).toMatchObject({ duration: '2 years', title: 'Dialysis' });
    const untouched = await send('/admin/update-course', { token, json: { id, title: 'Diploma in Dialysis Technology' } });
    expect((await untouched.json()).course).toMatchObject({ duration: '2 years' });
    const removed = await send('/admin/update-course', { token, json: { id, duration: '' } });
    expect((await removed.json()).course).toMatchObject({ duration: null });
    expect(JSON.parse((await auditOf(id)).at(-1)!.before!)).toMatchObject({ duration: '2 years' });
  });

  it('replaces the images by multipart', async () => {
    const { _id: id } = await (await postCourse({ title: 'Pictures', images: [await smallPng(1)] })).json();
    const oldImages = (await listCourses()).find((c) => c._id === id)!.images;
    const res = await send('/admin/update-course', { token, form: form({ id, images: [await smallPng(100), await smallPng(300)] }) });
    expect(res.status).toBe(200);
    const { course } = await res.json();
    expect(course.images).toHaveLength(2);
    expect(course.images).not.toContain(oldImages[0]);
    expect(course.title).toBe('Pictures');
  });

  it('refuses bad input and bad images, changing nothing', async () => {
    const { _id: id } = await (await postCourse({ title: 'Untouched', images: [await smallPng()] })).json();
    const before = (await listCourses()).find((c) => c._id === id);
    await expectFailure(await send('/admin/update-course', { token, json: { id, title: '' } }), 400, 'Course title is required.');
    await expectFailure(await send('/admin/update-course', { token, json: { id, eligibility: 'Nope' } }), 400, /^Eligibility must be one of/);
    await expectFailure(await send('/admin/update-course', { token, json: { title: 'x' } }), 400, 'Course id is required.');
    await expectFailure(await send('/admin/update-course', { token, form: form({ id, title: 'Changed', images: [svgImage()] }) }), 415);
    await expectFailure(await send('/admin/update-course', { token, form: form({ id, title: 'Changed', images: [await pixelBomb()] }) }), 413);
    await expectFailure(await send('/admin/update-course', { token, json: { id: unknownId, title: 'x' } }), 404, 'Course not found');
    await expectFailure(await api.request('/admin/update-course', { method: 'POST', headers: { token } }), 400);
    expect((await listCourses()).find((c) => c._id === id)).toEqual(before);
  });
});

describe('POST /admin/delete-course', () => {
  it('deletes a course without applications, audited with the record before', async () => {
    const { _id: id } = await (await postCourse({ title: 'Delete me', fees: '100' })).json();
    const res = await send('/admin/delete-course', { token, json: { id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Course deleted successfully' });
    expect((await listCourses()).map((c) => c._id)).not.toContain(id);
    expect((await publicCourses()).map((c) => c._id)).not.toContain(id);
    const entry = (await auditOf(id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'course.delete', after: null });
    expect(JSON.parse(entry.before!)).toMatchObject({ title: 'Delete me', fees: 100 });
    await expectFailure(await send('/admin/delete-course', { token, json: { id } }), 404, 'Course not found');
  });

  it('refuses a course with applications with 409, keeping course and applications', async () => {
    const { _id: id } = await (await postCourse({ title: 'Has students' })).json();
    await addApplicant(id);
    await expectFailure(await send('/admin/delete-course', { token, json: { id } }), 409, 'This course has applications; hide it instead.');
    expect((await listCourses()).find((c) => c._id === id)).toMatchObject({ applicants: 1 });
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['course.create']);
  });

  it('answers bad input with 400 and an unknown id with 404', async () => {
    await expectFailure(await send('/admin/delete-course', { token, json: {} }), 400, 'Course id is required.');
    await expectFailure(await send('/admin/delete-course', { token, json: { id: unknownId } }), 404, 'Course not found');
  });
});

describe('OpenAPI', () => {
  it('documents every course call', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    for (const path of [
      '/admin/post-course',
      '/admin/list-courses',
      '/admin/change-visibility',
      '/admin/delete-course',
      '/admin/change-fees',
      '/admin/remove-course-fees',
      '/admin/update-course',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/admin/post-course'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(doc.paths['/admin/update-course'].post.requestBody.content['application/json']).toBeDefined();
  });
});
