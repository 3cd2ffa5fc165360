import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { changeApplicationCourse } from '~/modules/applications/change-application-course.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { editCourse } from '~/modules/courses/edit-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { updateFeesPaidInput } from '~/modules/payments/payments.schemas';
import { updateFeesPaid } from '~/modules/payments/update-fees-paid.server';
import { newId } from '~/utils/ids';
import { insertStudentWithApplication } from '../../../tests/enrolment';
import { pauseReminders } from './pause-reminders.server';
import { releaseLease, takeLease } from '~/modules/leases/lease.server';
import { REMINDERS_LEASE, sendFeeReminders } from './send-fee-reminders.server';

// The reminder job driven across an instalment's due date with `now`: what it queues in the mail
// jobs, when, and never twice. Each test uses due dates of its own year, so the job (which looks
// at every application) finds only that test's instalments in its window.
const actor = { type: 'admin' as const, id: 'admin-reminders' };
/** Noon in India on an ISO day. */
const at = (day: string) => Date.parse(`${day}T06:30:00Z`);

async function course(title: string, instalments: Array<{ amountPaise: number; dueDate: string }>) {
  const fees = instalments.reduce((sum, row) => sum + row.amountPaise, 0) / 100;
  return createCourse({ course: { title, description: '', fees, images: [], instalments }, actor });
}

async function apply(courseId: string, { name = 'Sneha Wankhede', paidPaise = 0, status = 'Pending' } = {}) {
  const userId = newId();
  const email = `reminders-${userId}@example.org`;
  const { applicationId: id } = await insertStudentWithApplication(db, {
    student: { id: userId, name, email },
    courseId,
    status,
    fees_paid_paise: paidPaise,
    now: 0,
  });
  return { id, email };
}

/** The reminder e-mails queued to this address, oldest first. */
const mailTo = (email: string) =>
  db.selectFrom('mail_jobs').select(['subject', 'text_body', 'expires_at']).where('recipient', '=', email).orderBy('created_at').orderBy('id').execute();

const run = async (day: string) => {
  const report = await sendFeeReminders({ now: at(day) });
  expect(report.ran).toBe(true);
  return report;
};

describe('sendFeeReminders', () => {
  it('reminds 3 days before the due date and the day after it is missed, once each, saying course, instalment, amount, due date and the pay link', async () => {
    const courseId = await course('Reminder OT Technician', [
      { amountPaise: 1_250_050, dueDate: '2031-03-15' },
      { amountPaise: 2_000_000, dueDate: '2031-09-15' },
    ]);
    const student = await apply(courseId, { name: 'asha.account', paidPaise: 250_000 });
    // Greeted by the admission form's name, as staff see the student.
    const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', student.id).executeTakeFirstOrThrow();
    await db.insertInto('profiles').values({ user_id, first_name: 'Asha', middle_name: null, last_name: 'Patil', created_at: 0, updated_at: 0 }).execute();

    await run('2031-03-11'); // 4 days before: too early
    expect(await mailTo(student.email)).toEqual([]);
    await run('2031-03-12'); // 3 days before
    await run('2031-03-12'); // the same day again: nothing new
    await run('2031-03-14');
    await run('2031-03-15'); // the due day: not missed yet
    let mails = await mailTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Fee reminder: Reminder OT Technician, instalment 1 of 2 (₹10,000.50) is due on 15 Mar 2031');
    expect(mails[0]!.text_body).toContain('Dear Asha Patil,');
    expect(mails[0]!.text_body).toContain('Amount due: ₹10,000.50\nDue date: 15 Mar 2031');
    expect(mails[0]!.text_body).toMatch(new RegExp(`https?://[^\\s]+/pay-course/${student.id}\\b`));
    // Worthless once overdue: it expires at midnight after the due day, India's time.
    expect(Number(mails[0]!.expires_at)).toBe(Date.parse('2031-03-15T18:30:00Z'));

    await run('2031-03-16'); // the day after: missed
    await run('2031-03-17');
    mails = await mailTo(student.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Fee reminder: Reminder OT Technician, instalment 1 of 2 (₹10,000.50) is due on 15 Mar 2031',
      'Fee overdue: Reminder OT Technician, instalment 1 of 2 (₹10,000.50) was due on 15 Mar 2031',
    ]);
    expect(mails[1]!.text_body).toContain('was due on 15 Mar 2031');
    expect(mails[1]!.expires_at).toBeNull();
    const rows = await db
      .selectFrom('fee_reminders')
      .select(['instalment', 'stage', 'amount_paise', 'mail_job_id'])
      .where('application_id', '=', student.id)
      .execute();
    expect(rows.map((row) => [row.instalment, row.stage, Number(row.amount_paise)]).sort()).toEqual([
      [1, 'before', 1_000_050],
      [1, 'missed', 1_000_050],
    ]);
    expect(rows.every((row) => row.mail_job_id.length > 0)).toBe(true);
  });

  it('writes to a student who chose Marathi in Marathi, with the pay link in Marathi (issue 22)', async () => {
    const courseId = await course('Reminder Dialysis', [{ amountPaise: 1_500_000, dueDate: '2031-04-20' }]);
    const student = await apply(courseId, { name: 'kshitij.account' });
    const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', student.id).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', user_id).execute();
    await run('2031-04-17');
    await run('2031-04-21');
    const mails = await mailTo(student.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'शुल्क स्मरणपत्र: Reminder Dialysis, हप्ता 1 (एकूण 1 पैकी) (₹15,000) 20 एप्रिल, 2031 रोजी देय आहे',
      'शुल्क थकले: Reminder Dialysis, हप्ता 1 (एकूण 1 पैकी) (₹15,000) 20 एप्रिल, 2031 रोजी देय होता',
    ]);
    expect(mails[0]!.text_body).toContain('देय रक्कम: ₹15,000\nदेय दिनांक: 20 एप्रिल, 2031');
    expect(mails[0]!.text_body).toMatch(new RegExp(`https?://[^\\s]+/mr/pay-course/${student.id}\\b`));
    expect(mails[1]!.text_body).toContain('कृपया तो लवकरात लवकर येथे ऑनलाइन भरा');
  });

  it('sends nothing once the instalment is paid (through the ledger), nor for a Rejected application, nor while paused', async () => {
    const courseId = await course('Reminder paid or not', [
      { amountPaise: 1_000_000, dueDate: '2032-04-10' },
      { amountPaise: 1_000_000, dueDate: '2032-10-10' },
    ]);
    const paid = await apply(courseId, { name: 'Paid Pallavi' });
    const rejected = await apply(courseId, { name: 'Rejected Rohan' });
    const paused = await apply(courseId, { name: 'Paused Priya' });
    const admin = { type: 'admin' as const, id: 'reminder-staff' };
    await updateFeesPaid({
      input: updateFeesPaidInput.parse({ applicationId: paid.id, amountPaid: 10000, reason: 'Cash at the counter' }),
      actor: admin,
      now: at('2032-04-01'),
    });
    await decideApplication({ id: rejected.id, status: 'Rejected', actor: admin, now: at('2032-04-01') });
    await pauseReminders({ input: { applicationId: paused.id, paused: true }, actor: admin, now: at('2032-04-01') });

    await run('2032-04-07');
    await run('2032-04-11');
    for (const student of [paid, rejected, paused]) {
      expect((await mailTo(student.email)).filter((mail) => mail.subject.startsWith('Fee'))).toEqual([]);
    }
    // Resumed: the missed reminder (within its week) still goes out; the 'before' one has passed.
    await pauseReminders({ input: { applicationId: paused.id, paused: false }, actor: admin, now: at('2032-04-12') });
    await run('2032-04-12');
    expect((await mailTo(paused.email)).map((mail) => mail.subject)).toEqual([
      'Fee overdue: Reminder paid or not, instalment 1 of 2 (₹10,000) was due on 10 Apr 2032',
    ]);
    // The paid one is reminded of its second instalment when that one comes.
    await run('2032-10-08');
    expect((await mailTo(paid.email)).map((mail) => mail.subject)).toEqual([
      'Fee reminder: Reminder paid or not, instalment 2 of 2 (₹10,000) is due on 10 Oct 2032',
    ]);
  });

  it('does not mail instalments missed more than a week ago, nor courses without a plan, nor a student whose data was erased', async () => {
    const courseId = await course('Reminder old debt', [{ amountPaise: 500_000, dueDate: '2033-01-05' }]);
    const noPlan = await createCourse({ course: { title: 'Reminder no plan', description: '', fees: 5000, images: [], instalments: [] }, actor });
    const old = await apply(courseId);
    const planless = await apply(noPlan);
    await run('2033-01-13'); // 8 days after the due date
    expect(await mailTo(old.email)).toEqual([]);
    expect(await mailTo(planless.email)).toEqual([]);
    // A student whose data was erased (their paid application kept by law) has no address to write to.
    const erased = await apply(courseId);
    const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', erased.id).executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ email: `erased-${user_id}@erased.invalid` })
      .where('id', '=', user_id)
      .execute();
    await run('2033-01-02');
    expect(await mailTo(`erased-${user_id}@erased.invalid`)).toEqual([]);
    expect(await mailTo(old.email)).toHaveLength(1);
  });

  it('names an instalment by its course and due date: one inserted before a reminded one, and a new course after a change, are reminded too', async () => {
    const courseId = await course('Reminder plan edited', [
      { amountPaise: 400_000, dueDate: '2035-05-10' },
      { amountPaise: 600_000, dueDate: '2035-08-10' },
    ]);
    const student = await apply(courseId, { paidPaise: 400_000 });
    await run('2035-08-07');
    // The office splits the second instalment: a new one, due a day earlier, comes before it.
    await editCourse({
      id: courseId,
      changes: {
        instalments: [
          { amountPaise: 400_000, dueDate: '2035-05-10' },
          { amountPaise: 200_000, dueDate: '2035-08-09' },
          { amountPaise: 400_000, dueDate: '2035-08-10' },
        ],
      },
      actor,
    });
    await run('2035-08-08');
    expect((await mailTo(student.email)).map((mail) => mail.subject)).toEqual([
      'Fee reminder: Reminder plan edited, instalment 2 of 2 (₹6,000) is due on 10 Aug 2035',
      'Fee reminder: Reminder plan edited, instalment 2 of 3 (₹2,000) is due on 9 Aug 2035',
    ]);

    // Moved to a course with an instalment on the same day: that is another course's fee, and is said.
    const other = await course('Reminder other course', [{ amountPaise: 900_000, dueDate: '2035-08-10' }]);
    await changeApplicationCourse({ applicationId: student.id, newCourseId: other, actor, now: at('2035-08-09') });
    await run('2035-08-09');
    await run('2035-08-09');
    expect((await mailTo(student.email)).map((mail) => mail.subject).slice(2)).toEqual([
      'Fee reminder: Reminder other course, instalment 1 of 1 (₹5,000) is due on 10 Aug 2035',
    ]);
    const rows = await db.selectFrom('fee_reminders').select(['course_id', 'due_date', 'instalment']).where('application_id', '=', student.id).execute();
    expect(rows.map((row) => [row.course_id, row.due_date, row.instalment]).sort()).toEqual(
      [
        [courseId, '2035-08-09', 2],
        [courseId, '2035-08-10', 2],
        [other, '2035-08-10', 1],
      ].sort(),
    );
  });

  it('queues one e-mail per instalment and stage when two nodes run at once, and a node that finds the lease taken does nothing', async () => {
    const courseId = await course('Reminder two nodes', [{ amountPaise: 700_000, dueDate: '2034-02-20' }]);
    const students = await Promise.all([1, 2, 3].map((n) => apply(courseId, { name: `Node Student ${n}` })));
    const now = at('2034-02-18');
    // Another node holds the lease: this one does nothing.
    expect(await takeLease({ name: REMINDERS_LEASE, holder: 'node-a', ttlMs: 60_000, now })).toBe(true);
    expect(await sendFeeReminders({ holder: 'node-b', now })).toEqual({ ran: false });
    for (const student of students) expect(await mailTo(student.email)).toEqual([]);
    await releaseLease({ name: REMINDERS_LEASE, holder: 'node-a' });
    // Two nodes at once: one runs (or both, one after the other); each e-mail is queued once.
    const reports = await Promise.all([sendFeeReminders({ holder: 'node-a', now }), sendFeeReminders({ holder: 'node-b', now })]);
    expect(reports.reduce((sum, report) => sum + (report.ran ? report.queued : 0), 0)).toBe(3);
    for (const student of students) expect(await mailTo(student.email)).toHaveLength(1);

    // A lease that ran out while its holder was still working (a long pause): the node whose clock
    // is past the expiry may run beside it (whether it does depends on who asks first), and the
    // reminders' primary key still lets only one queue each e-mail.
    const later = await Promise.all([4, 5, 6].map((n) => apply(courseId, { name: `Node Student ${n}` })));
    const both = await Promise.all([sendFeeReminders({ holder: 'node-c', now }), sendFeeReminders({ holder: 'node-d', now: now + 11 * 60_000 })]);
    expect(both[1]!.ran).toBe(true);
    expect(both.reduce((sum, report) => sum + (report.ran ? report.queued : 0), 0)).toBe(3);
    for (const student of later) expect(await mailTo(student.email)).toHaveLength(1);
  });
});
