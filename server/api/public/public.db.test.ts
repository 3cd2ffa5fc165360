import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourseWithImages, demoCourses } from '../../../tests/factories';
import { api } from '../api';

describe('GET /api/courses', () => {
  it('lists visible courses with the fields of spec §3 and never a hidden one', async () => {
    await createCourseWithImages(db, demoCourses[0]!);
    await createCourseWithImages(db, { ...demoCourses[1]!, visible: false });
    const res = await api.request('/courses');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.courses).toHaveLength(1);
    expect(body.courses[0]).toMatchObject({ title: 'Patient Care Assistant', eligibility: '12th', fees: 35000, applicants: 0 });
    expect(body.courses[0].images).toHaveLength(2);
    expect(body.courses[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
