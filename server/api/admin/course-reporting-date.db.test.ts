import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, form, send } from '../../../tests/admin-api-requests';

// A course's reporting date (issue 23 point 6): taken by post-course and update-course, shown in the
// admin list, audited; the admission letter prints it.
let token = '';
beforeAll(async () => {
  token = (await signedInAdmin({ name: 'Reporting Admin' })).token;
});

const listed = async (id: string) =>
  ((await (await send('/admin/list-courses', { token })).json()).coursesData as Array<Record<string, unknown>>).find((course) => course._id === id);
const audit = (id: string) => db.selectFrom('audit_log').select(['action', 'after']).where('entity_id', '=', id).orderBy('created_at').orderBy('id').execute();

describe('a course’s reporting date', () => {
  it('is optional on post-course: blank or absent is none', async () => {
    const res = await send('/admin/post-course', { token, form: form({ title: 'Dialysis', reportingOn: '' }) });
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    expect(await listed(_id)).toMatchObject({ reportingOn: null });
    expect(JSON.parse((await audit(_id))[0]!.after!)).not.toHaveProperty('reportingOn');
  });

  it('is kept from post-course, changed and removed by update-course, and audited', async () => {
    const { _id: id } = await (await send('/admin/post-course', { token, form: form({ title: 'Lab Technician', reportingOn: '2026-07-01' }) })).json();
    expect(await listed(id)).toMatchObject({ reportingOn: '2026-07-01' });
    expect(JSON.parse((await audit(id))[0]!.after!)).toMatchObject({ reportingOn: '2026-07-01' });

    const changed = await send('/admin/update-course', { token, json: { id, reportingOn: '2026-07-15' } });
    expect((await changed.json()).course).toMatchObject({ reportingOn: '2026-07-15', title: 'Lab Technician' });
    const untouched = await send('/admin/update-course', { token, json: { id, title: 'Lab Technician (MLT)' } });
    expect((await untouched.json()).course).toMatchObject({ reportingOn: '2026-07-15' });
    const removed = await send('/admin/update-course', { token, json: { id, reportingOn: '' } });
    expect((await removed.json()).course).toMatchObject({ reportingOn: null });
    const entries = await audit(id);
    expect(JSON.parse(entries.at(-1)!.after!)).not.toHaveProperty('reportingOn');
    expect(entries.some((entry) => entry.action === 'course.update' && JSON.parse(entry.after!).reportingOn === '2026-07-15')).toBe(true);
  });

  it.each([
    ['not a date', 'next Monday'],
    ['a day that does not exist', '2026-02-30'],
    ['a date written the Indian way', '01/07/2026'],
  ])('refuses %s with a clear 400, changing nothing', async (_, value) => {
    const before = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expectFailure(
      await send('/admin/post-course', { token, form: form({ title: 'Refused', reportingOn: value }) }),
      400,
      'The reporting date must be a date, YYYY-MM-DD.',
    );
    expect(
      await db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
