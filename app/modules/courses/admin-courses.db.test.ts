import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { contentVersion } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { createCourse } from './create-course.server';
import { COURSE_HAS_APPLICATIONS, deleteCourse } from './delete-course.server';
import { findCourses } from './find-courses.server';
import { findVisibleCourses } from './find-public-courses.server';
import { getCourse } from './get-course.server';
import { updateCourse } from './update-course.server';
import { updateCourseFees } from './update-course-fees.server';
import { updateCourseVisibility } from './update-course-visibility.server';
import { insertStudentWithApplication } from '../../../tests/enrolment';

// Staff writes to courses: each one changes the row and records an audit entry in one transaction.
const actor = { type: 'admin' as const, id: 'admin-1' };
const unknownId = '01900000-0000-7000-8000-000000000000';
const image = (id: string) => ({ id, width: 320, height: 200, widths: [320] });

const auditOf = (entityId: string) => db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();

async function expectAppError(promise: Promise<unknown>, code: string, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, message });
}

async function addApplicant(courseId: string) {
  await insertStudentWithApplication(db, { courseId });
}

describe('createCourse by an administrator', () => {
  it('stores the sanitised course and an audit entry with the record after', async () => {
    const version = contentVersion();
    const id = await createCourse({
      course: { title: '  Lab Assistant ', description: '<p onclick="x()">Hi<script>alert(1)</script></p>', fees: 1234.5, images: [image('i1')] },
      actor,
    });
    expect(contentVersion()).toBeGreaterThan(version);
    expect(await getCourse({ id })).toMatchObject({ title: 'Lab Assistant', description: '<p>Hi</p>', fees: 1234.5, eligibility: 'HSC', visible: true });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: 'admin-1', action: 'course.create', entity: 'course', before: null });
    expect(JSON.parse(entry!.after!)).toEqual({
      title: 'Lab Assistant',
      description: '<p>Hi</p>',
      eligibility: 'HSC',
      fees: 1234.5,
      images: ['i1'],
      visible: true,
      duration: null,
    });
  });
});

describe('findCourses', () => {
  it('lists every course, hidden ones too, newest first', async () => {
    const base = Date.UTC(2030, 0, 1);
    const older = await createCourse({ course: { title: 'Older', description: '', images: [], createdAt: base } });
    const hidden = await createCourse({ course: { title: 'Hidden newer', description: '', images: [], visible: false, createdAt: base + 1000 } });
    const ids = (await findCourses()).map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual([hidden, older]);
    expect((await findVisibleCourses()).map((c) => c.id)).not.toContain(hidden);
  });
});

describe('updateCourseVisibility', () => {
  it('toggles, takes the course off and back onto the public list, and audits both states', async () => {
    const id = await createCourse({ course: { title: 'Toggle me', description: '', images: [] } });
    expect((await updateCourseVisibility({ id, actor })).visible).toBe(false);
    expect((await findVisibleCourses()).map((c) => c.id)).not.toContain(id);
    expect((await updateCourseVisibility({ id, actor })).visible).toBe(true);
    expect((await findVisibleCourses()).map((c) => c.id)).toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['course.visibility', 'course.visibility']);
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ visible: true });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ visible: false });
  });

  it('is NOT_FOUND for an unknown or malformed id and writes nothing', async () => {
    const before = await db.selectFrom('audit_log').select('id').execute();
    await expectAppError(updateCourseVisibility({ id: unknownId, actor }), 'NOT_FOUND', 'Course not found');
    await expectAppError(updateCourseVisibility({ id: "x' or 1=1 --", actor }), 'NOT_FOUND', 'Course not found');
    expect(await db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });
});

describe('updateCourseFees', () => {
  it('stores rupees as integer paise and removes them with null', async () => {
    const id = await createCourse({ course: { title: 'Fees', description: '', images: [] } });
    expect((await updateCourseFees({ id, fees: 1234.5, actor })).fees).toBe(1234.5);
    const row = await db.selectFrom('courses').select('fees_paise').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.fees_paise)).toBe(123450);
    expect((await updateCourseFees({ id, fees: null, actor })).fees).toBeNull();
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, JSON.parse(e.before!).fees, JSON.parse(e.after!).fees])).toEqual([
      ['course.fees-change', null, 1234.5],
      ['course.fees-remove', 1234.5, null],
    ]);
  });
});

describe('updateCourse', () => {
  it('changes only the fields given, sanitising the description', async () => {
    const id = await createCourse({ course: { title: 'Typo Cuorse', description: '<p>Old</p>', eligibility: '12th', images: [image('a'), image('b')] } });
    const after = await updateCourse({ id, changes: { title: ' Fixed Course ', description: '<p>New<img src=x onerror=alert(1)></p>' }, actor });
    expect(after).toMatchObject({ title: 'Fixed Course', description: '<p>New</p>', eligibility: '12th' });
    expect(after.images.map((i) => i.id)).toEqual(['a', 'b']);
    const replaced = await updateCourse({ id, changes: { images: [image('c')], eligibility: 'Dr.' }, actor });
    expect(replaced.images.map((i) => i.id)).toEqual(['c']);
    expect(replaced.eligibility).toBe('Dr.');
    const entries = await auditOf(id);
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ title: 'Typo Cuorse', description: '<p>Old</p>' });
    expect(JSON.parse(entries[1]!.after!)).toMatchObject({ images: ['c'], eligibility: 'Dr.' });
  });
});

describe('deleteCourse', () => {
  it('deletes a course without applications and audits what it was', async () => {
    const id = await createCourse({ course: { title: 'Short-lived', description: '<p>x</p>', images: [] } });
    await deleteCourse({ id, actor });
    await expectAppError(getCourse({ id }), 'NOT_FOUND', 'Course not found');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'course.delete', after: null });
    expect(JSON.parse(entry!.before!)).toMatchObject({ title: 'Short-lived' });
  });

  it('refuses a course with applications (CONFLICT), keeping course, applications and no audit entry', async () => {
    const id = await createCourse({ course: { title: 'Popular', description: '', images: [] } });
    await addApplicant(id);
    await expectAppError(deleteCourse({ id, actor }), 'CONFLICT', COURSE_HAS_APPLICATIONS);
    expect((await getCourse({ id })).applicants).toBe(1);
    expect(await auditOf(id)).toEqual([]);
  });

  it('is NOT_FOUND for an unknown id', async () => {
    await expectAppError(deleteCourse({ id: unknownId, actor }), 'NOT_FOUND', 'Course not found');
  });
});

describe('a failing write leaves nothing behind', () => {
  let id = '';
  beforeAll(async () => {
    id = await createCourse({ course: { title: 'Stable', description: '', images: [] } });
  });

  it('rolls the change back when its audit entry cannot be written', async () => {
    // actor_type is NOT NULL: the audit insert fails after the update ran in the same transaction.
    const broken = { type: undefined as never, id: 'admin-1' };
    await expect(updateCourse({ id, changes: { title: 'Changed' }, actor: broken })).rejects.toThrow();
    await expect(updateCourseFees({ id, fees: 5, actor: broken })).rejects.toThrow();
    await expect(deleteCourse({ id, actor: broken })).rejects.toThrow();
    await expect(createCourse({ course: { title: 'Never stored', description: '', images: [] }, actor: broken })).rejects.toThrow();
    expect(await getCourse({ id })).toMatchObject({ title: 'Stable', fees: null });
    expect((await findCourses()).map((c) => c.title)).not.toContain('Never stored');
  });
});
