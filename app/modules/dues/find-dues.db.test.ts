import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { newId } from '~/utils/ids';
import { insertStudentRow } from '../../../tests/student-session';
import { findDues } from './find-dues.server';

// The Dues page's rows on both engines: who owes what, the next instalment as the pay page
// computes it, days overdue in India's date, and filters, sorting and paging done in SQL.
const actor = { type: 'admin' as const, id: 'admin-dues' };
const now = Date.UTC(2026, 8, 2, 6, 0); // 2 Sep 2026 (India)
const plan = [
  { amountPaise: 1_000_000, dueDate: '2026-06-01' },
  { amountPaise: 2_000_000, dueDate: '2026-12-01' },
];

async function course(title: string, { fees = 30000, instalments = plan }: { fees?: number | null; instalments?: typeof plan } = {}) {
  return createCourse({ course: { title, description: '', fees, images: [], instalments }, actor });
}

let made = 0;
async function apply(courseId: string, { name = 'Kavya Jadhav', paidPaise = 0, status = 'Pending' } = {}) {
  const userId = newId();
  await insertStudentRow({ id: userId, name });
  // Ids in the order the applications are made (UUID v7 of distinct milliseconds): the sorts' tie-breaker.
  const id = newId(now + ++made);
  await db
    .insertInto('applications')
    .values({ id, user_id: userId, course_id: courseId, status, fees_paid_paise: paidPaise, receipt_file_id: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

describe('findDues', () => {
  it('lists every application with a balance, with its next instalment and days overdue; paid, Rejected and fee-less ones are not there', async () => {
    const courseId = await course('Dues OT Technician');
    const late = await apply(courseId, { name: 'Late Lata', paidPaise: 400_000 });
    const secondDue = await apply(courseId, { name: 'Second Sagar', paidPaise: 1_500_000 });
    await apply(courseId, { name: 'Paid Pooja', paidPaise: 3_000_000 });
    await apply(courseId, { name: 'Rejected Ravi', status: 'Rejected' });
    const refunded = await apply(courseId, { name: 'Refunded Rina', paidPaise: -50_000 });
    const result = await findDues({ course: courseId, sort: 'name', now });
    expect(result.total).toBe(3);
    expect(result.dues.map((row) => row.student.name)).toEqual(['Late Lata', 'Refunded Rina', 'Second Sagar']);
    const byId = Object.fromEntries(result.dues.map((row) => [row.applicationId, row]));
    expect(byId[late]).toMatchObject({
      course: { id: courseId, title: 'Dues OT Technician' },
      feePaise: 3_000_000,
      paidPaise: 400_000,
      balancePaise: 2_600_000,
      nextInstalment: { number: 1, outstandingPaise: 600_000, dueDate: '2026-06-01' },
      daysOverdue: 93, // 1 Jun → 2 Sep
      remindersPaused: false,
    });
    expect(byId[secondDue]).toMatchObject({
      balancePaise: 1_500_000,
      nextInstalment: { number: 2, outstandingPaise: 1_500_000, dueDate: '2026-12-01' },
      daysOverdue: 0,
    });
    // A refund below zero covers nothing: the whole first instalment is owed.
    expect(byId[refunded]).toMatchObject({ balancePaise: 3_050_000, nextInstalment: { number: 1, outstandingPaise: 1_000_000 }, daysOverdue: 93 });
    await expect(findDues({ course: await course('Dues without fee', { fees: null, instalments: [] }) })).resolves.toMatchObject({ total: 0 });
  });

  it('has no next instalment for a course without a plan, or with a plan that no longer adds up to the fee', async () => {
    const noPlan = await course('Dues no plan', { instalments: [] });
    const stalePlan = await course('Dues stale plan');
    await db.updateTable('courses').set({ fees_paise: 3_500_000 }).where('id', '=', stalePlan).execute();
    const a = await apply(noPlan, { paidPaise: 100 });
    const b = await apply(stalePlan);
    for (const [courseId, id, balance] of [
      [noPlan, a, 2_999_900],
      [stalePlan, b, 3_500_000],
    ] as const) {
      const { dues } = await findDues({ course: courseId, now });
      expect(dues).toEqual([expect.objectContaining({ applicationId: id, balancePaise: balance, nextInstalment: null, daysOverdue: 0 })]);
      await expect(findDues({ course: courseId, overdue: true, now })).resolves.toMatchObject({ total: 0, dues: [] });
    }
  });

  it('filters overdue only, sorts by balance, days overdue, name and due date both ways, and pages without overlap', async () => {
    const courseId = await course('Dues sorting');
    // Paid amounts put each one on a different instalment or balance; names out of order.
    const rows = [
      { name: 'Chitra', paidPaise: 0 }, // inst 1 overdue (1 Jun), balance 30 000
      { name: 'anil', paidPaise: 500_000 }, // inst 1 overdue, balance 25 000
      { name: 'Bhavna', paidPaise: 1_000_000 }, // inst 2 (1 Dec), balance 20 000
      { name: 'Esha', paidPaise: 2_500_000 }, // inst 2, balance 5 000
      { name: 'Dev', paidPaise: 200_000 }, // inst 1 overdue, balance 28 000
    ];
    const ids: Record<string, string> = {};
    for (const row of rows) ids[row.name] = await apply(courseId, row);
    const names = async (options: Parameters<typeof findDues>[0]) =>
      (await findDues({ course: courseId, now, ...options })).dues.map((row) => row.student.name);

    expect(await names({ sort: 'balance' })).toEqual(['Chitra', 'Dev', 'anil', 'Bhavna', 'Esha']);
    expect(await names({ sort: 'balance', order: 'asc' })).toEqual(['Esha', 'Bhavna', 'anil', 'Dev', 'Chitra']);
    expect(await names({ sort: 'name' })).toEqual(['anil', 'Bhavna', 'Chitra', 'Dev', 'Esha']);
    expect(await names({ sort: 'name', order: 'desc' })).toEqual(['Esha', 'Dev', 'Chitra', 'Bhavna', 'anil']);
    // Ties (same due date) fall back to the application id: the order they were made in.
    expect(await names({ sort: 'overdue' })).toEqual(['Chitra', 'anil', 'Dev', 'Bhavna', 'Esha']);
    expect(await names({ sort: 'due', order: 'desc' })).toEqual(['Bhavna', 'Esha', 'Chitra', 'anil', 'Dev']);
    expect(await names({ overdue: true, sort: 'name' })).toEqual(['anil', 'Chitra', 'Dev']);
    await expect(findDues({ course: courseId, overdue: true, now })).resolves.toMatchObject({ total: 3 });
    // A piece of the name, any case, under each sort; a short piece too (read without the index).
    expect(await names({ name: 'HA', sort: 'name' })).toEqual(['Bhavna', 'Esha']);
    expect(await names({ name: 'esh', sort: 'balance' })).toEqual(['Esha']);
    await expect(findDues({ course: courseId, name: 'dev', overdue: true, now })).resolves.toMatchObject({
      total: 1,
      dues: [expect.objectContaining({ applicationId: ids.Dev })],
    });
    await expect(findDues({ course: courseId, name: 'nobody', now })).resolves.toMatchObject({ total: 0, dues: [] });

    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await findDues({ course: courseId, sort: 'balance', perPage: 2, page, now }));
    expect(pages.map((p) => p.dues.map((row) => row.student.name))).toEqual([['Chitra', 'Dev'], ['anil', 'Bhavna'], ['Esha']]);
    expect(pages[0]).toMatchObject({ total: 5, pageCount: 3, page: 1, perPage: 2 });
    // Past the end: the last page.
    await expect(findDues({ course: courseId, sort: 'balance', perPage: 2, page: 9, now })).resolves.toMatchObject({ page: 3 });
    // Days overdue follow India's calendar: a month later, one more month overdue.
    const later = await findDues({ course: courseId, sort: 'overdue', now: Date.UTC(2026, 9, 2, 6, 0) });
    expect(later.dues[0]).toMatchObject({ applicationId: ids.Chitra, daysOverdue: 123 });
  });

  it("names and sorts students as staff see them: the admission form's name, else the account's, else the e-mail", async () => {
    const courseId = await course('Dues names');
    const formName = await apply(courseId, { name: 'zz account name' });
    const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', formName).executeTakeFirstOrThrow();
    await db.insertInto('profiles').values({ user_id, first_name: 'Aarti', middle_name: null, last_name: 'Zade', created_at: now, updated_at: now }).execute();
    await apply(courseId, { name: 'Mohan Rao' });
    await apply(courseId, { name: '' });
    const { dues } = await findDues({ course: courseId, sort: 'name', now });
    // The e-mail (a UUID here) sorts before letters: digits come first in byte order.
    expect(dues.map((row) => row.student.name)).toEqual([expect.stringMatching(/@example\.org$/), 'Aarti Zade', 'Mohan Rao']);
  });

  it('shows a paused application as paused', async () => {
    const courseId = await course('Dues paused');
    const id = await apply(courseId);
    await db.updateTable('applications').set({ reminders_paused: 1 }).where('id', '=', id).execute();
    expect((await findDues({ course: courseId, now })).dues[0]).toMatchObject({ applicationId: id, remindersPaused: true });
  });
});
