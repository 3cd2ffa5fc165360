import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { auditSentence } from '~/modules/audit/describe-audit-entry';
import { AppError } from '~/utils/errors';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, form, send } from '../../../tests/admin-api-requests';
import { addCourse } from './add-course.server';
import { addCourseInput } from './courses.schemas';
import { createCourse } from './create-course.server';
import { deleteCourse } from './delete-course.server';
import { editCourse } from './edit-course.server';
import { INSTALMENTS_IN_ORDER, INSTALMENTS_NEED_FEE, INSTALMENTS_TOO_MANY, INSTALMENT_AMOUNT, instalmentsSumMismatch } from './instalment-plan';
import { getInstalmentPlan } from './instalment-plan.server';
import { updateCourseFees } from './update-course-fees.server';

// Spec §9 instalment plans on both engines: the rules at the schema, the write with its audit
// entry in the course's transaction, the fee change that drops a plan, and the API edges.
const actor = { type: 'admin' as const, id: 'admin-plans' };
const planAudit = (courseId: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', courseId)
    .where('action', '=', 'course.instalment-plan')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const sentence = (entry: { action: string; before: string | null; after: string | null }) =>
  auditSentence({
    actorType: 'admin',
    actorName: 'Meera',
    action: entry.action,
    entity: 'course',
    subject: { student: null, course: 'OT Technician', news: null, event: null, admin: null },
    before: JSON.parse(entry.before ?? 'null'),
    after: JSON.parse(entry.after ?? 'null'),
  });
const issuesOf = (value: unknown) => {
  const result = addCourseInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the instalment plan of Add Course (schema)', () => {
  it('reads rupees as written in India into paise, in order, from a list or from JSON text', () => {
    const rows = [
      { amount: '₹25,000', dueDate: '2026-07-01' },
      { amount: 25000.5, dueDate: '2026-10-01' },
      { amount: '24,999.50', dueDate: '2027-01-15' },
    ];
    const expected = [
      { amountPaise: 2_500_000, dueDate: '2026-07-01' },
      { amountPaise: 2_500_050, dueDate: '2026-10-01' },
      { amountPaise: 2_499_950, dueDate: '2027-01-15' },
    ];
    expect(addCourseInput.parse({ title: 'T', fees: '75000', instalments: rows }).instalments).toEqual(expected);
    expect(addCourseInput.parse({ title: 'T', fees: '75000', instalments: JSON.stringify(rows) }).instalments).toEqual(expected);
    expect(addCourseInput.parse({ title: 'T', instalments: '' }).instalments).toEqual([]);
  });

  it('refuses at the plan field: a wrong sum, no fee, dates out of order, a bad amount or date, more than 12 rows', () => {
    const two = (a: unknown, b: unknown, d1 = '2026-07-01', d2 = '2026-10-01') => [
      { amount: a, dueDate: d1 },
      { amount: b, dueDate: d2 },
    ];
    expect(issuesOf({ title: 'T', fees: 60000, instalments: two(30000, 29999) })).toEqual([
      { path: 'instalments', message: instalmentsSumMismatch(5_999_900, 6_000_000) },
    ]);
    expect(instalmentsSumMismatch(5_999_900, 6_000_000)).toBe(
      'The instalments add up to ₹59,999 but the course fee is ₹60,000: they must add up to the fee exactly.',
    );
    expect(issuesOf({ title: 'T', instalments: two(30000, 30000) })).toEqual([{ path: 'instalments', message: INSTALMENTS_NEED_FEE }]);
    expect(issuesOf({ title: 'T', fees: 60000, instalments: two(30000, 30000, '2026-10-01', '2026-10-01') })).toEqual([
      { path: 'instalments', message: INSTALMENTS_IN_ORDER },
    ]);
    expect(issuesOf({ title: 'T', fees: 60000, instalments: two('0.50', 59999.5) })[0]).toEqual({ path: 'instalments.0.amount', message: INSTALMENT_AMOUNT });
    expect(issuesOf({ title: 'T', fees: 60000, instalments: two('6,0000', 0) })[0]).toMatchObject({ path: 'instalments.0.amount' });
    expect(issuesOf({ title: 'T', fees: 60000, instalments: two(30000, 30000, '2026-02-30') })[0]).toMatchObject({ path: 'instalments.0.dueDate' });
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ amount: 1000, dueDate: `2027-01-${String(i + 10)}` }));
    expect(issuesOf({ title: 'T', fees: 13000, instalments: thirteen })).toContainEqual({ path: 'instalments', message: INSTALMENTS_TOO_MANY });
  });
});

describe('instalment plans in the database', () => {
  it('Add Course stores the plan in order with the course, and audits it in words', async () => {
    const input = addCourseInput.parse({
      title: 'OT Technician',
      fees: '60,000',
      instalments: [
        { amount: '20,000', dueDate: '2026-06-01' },
        { amount: '40,000', dueDate: '2026-12-01' },
      ],
    });
    const id = await addCourse({ input, actor });
    expect(await getInstalmentPlan({ courseId: id })).toEqual([
      { amountPaise: 2_000_000, dueDate: '2026-06-01' },
      { amountPaise: 4_000_000, dueDate: '2026-12-01' },
    ]);
    const [entry] = await planAudit(id);
    expect(JSON.parse(entry!.after!)).toEqual({ title: 'OT Technician', instalments: ['₹20,000 due 2026-06-01', '₹40,000 due 2026-12-01'] });
    expect(sentence(entry!)).toBe('Meera set an instalment plan for OT Technician');
  });

  it('Edit Course refuses a plan that does not add up to the fee, at the field, changing nothing', async () => {
    const id = await createCourse({ course: { title: 'Dialysis', description: '', fees: 50000, images: [] }, actor });
    const error = await refusal(editCourse({ id, changes: { instalments: [{ amountPaise: 4_000_000, dueDate: '2026-06-01' }] }, actor }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'instalments', message: instalmentsSumMismatch(4_000_000, 5_000_000) });
    expect(await getInstalmentPlan({ courseId: id })).toEqual([]);
    expect(await planAudit(id)).toHaveLength(0);
  });

  it('Edit Course replaces and removes the plan; an unchanged plan writes no audit entry', async () => {
    const id = await createCourse({ course: { title: 'Radiology', description: '', fees: 30000, images: [] }, actor });
    const plan = [
      { amountPaise: 1_000_000, dueDate: '2026-06-01' },
      { amountPaise: 2_000_000, dueDate: '2026-09-01' },
    ];
    await editCourse({ id, changes: { instalments: plan }, actor });
    await editCourse({ id, changes: { instalments: plan }, actor });
    expect(await getInstalmentPlan({ courseId: id })).toEqual(plan);
    await editCourse({ id, changes: { instalments: [] }, actor });
    expect(await getInstalmentPlan({ courseId: id })).toEqual([]);
    const entries = await planAudit(id);
    expect(entries.map(sentence)).toEqual(['Meera set an instalment plan for OT Technician', 'Meera removed the instalment plan of OT Technician']);
  });

  it('a fee change the plan no longer adds up to removes the plan (audited); one it still fits keeps it', async () => {
    const id = await createCourse({
      course: { title: 'Lab', description: '', fees: 20000, images: [], instalments: [{ amountPaise: 2_000_000, dueDate: '2026-06-01' }] },
      actor,
    });
    await updateCourseFees({ id, fees: 20000, actor });
    expect(await getInstalmentPlan({ courseId: id })).toHaveLength(1);
    await updateCourseFees({ id, fees: 25000, actor });
    expect(await getInstalmentPlan({ courseId: id })).toEqual([]);
    expect((await planAudit(id)).map(sentence)).toEqual([
      'Meera set an instalment plan for OT Technician',
      'Meera removed the instalment plan of OT Technician',
    ]);
  });

  it('goes with its course when the course is deleted, and the table refuses a zero amount', async () => {
    const id = await createCourse({
      course: { title: 'Gone', description: '', fees: 1000, images: [], instalments: [{ amountPaise: 100_000, dueDate: '2026-06-01' }] },
      actor,
    });
    await expect(
      db.insertInto('course_instalments').values({ course_id: id, position: 2, amount_paise: 0, due_date: '2026-07-01' }).execute(),
    ).rejects.toThrow();
    await deleteCourse({ id, actor });
    expect(await db.selectFrom('course_instalments').selectAll().where('course_id', '=', id).execute()).toEqual([]);
  });
});

describe('instalment plans through /api/admin', () => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInAdmin({ name: 'Plan Admin' })).token;
  });

  it('post-course takes the plan as JSON text in multipart; a wrong sum is a 400 that creates nothing', async () => {
    const plan = JSON.stringify([
      { amount: 10000, dueDate: '2026-06-01' },
      { amount: 5000, dueDate: '2026-08-01' },
    ]);
    const before = await db.selectFrom('courses').select('id').execute();
    await expectFailure(
      await send('/admin/post-course', { token, form: form({ title: 'Wrong sum', fees: '16000', instalments: plan }) }),
      400,
      instalmentsSumMismatch(1_500_000, 1_600_000),
    );
    expect(await db.selectFrom('courses').select('id').execute()).toHaveLength(before.length);
    const created = await send('/admin/post-course', { token, form: form({ title: 'Right sum', fees: '15000', instalments: plan }) });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    expect(await getInstalmentPlan({ courseId: _id })).toEqual([
      { amountPaise: 1_000_000, dueDate: '2026-06-01' },
      { amountPaise: 500_000, dueDate: '2026-08-01' },
    ]);
  });

  it('update-course takes the plan as JSON; a wrong sum is a 400 with the sentence, [] removes it', async () => {
    const id = await createCourse({ course: { title: 'API plan', description: '', fees: 9000, images: [] }, actor });
    await expectFailure(
      await send('/admin/update-course', { token, json: { id, instalments: [{ amount: 8000, dueDate: '2026-06-01' }] } }),
      400,
      instalmentsSumMismatch(800_000, 900_000),
    );
    const saved = await send('/admin/update-course', { token, json: { id, instalments: [{ amount: '9,000', dueDate: '2026-06-01' }] } });
    expect(saved.status).toBe(200);
    expect(await getInstalmentPlan({ courseId: id })).toEqual([{ amountPaise: 900_000, dueDate: '2026-06-01' }]);
    expect((await send('/admin/update-course', { token, json: { id, instalments: [] } })).status).toBe(200);
    expect(await getInstalmentPlan({ courseId: id })).toEqual([]);
  });
});
