import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { dateInputValue } from '~/utils/dates';
import { env } from '~/utils/env.server';
import { expectFailure, form, send, smallPng } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';
import { insertCourse } from '../../../tests/enrolment';
import { postJson, studentWithApplication, type Student } from '../../../tests/payments/loopback-gateway';
import { insertOfficePayment } from '../../../tests/payments/office-payment';
import { signedInStudent } from '../../../tests/student-session';
import { api } from '../api';

// The student is told that what they sent arrived (issue 'Money an accountant can sign off',
// point 16): an application (their own or staff's on their behalf), a payment report and a refund
// or withdrawal request each queue one e-mail with the write, sent after the commit; a refused
// write e-mails nothing. Through the real API; without SMTP_URL a sent e-mail lands in the
// development outbox, where its words are read.
const mailsTo = (email: string) => db.selectFrom('mail_jobs').select(['subject', 'status']).where('recipient', '=', email).orderBy('created_at').execute();
const sentText = async (email: string, subject: string) =>
  (await findOutbox({ limit: 500 })).find((mail) => mail.subject === subject && mail.to.some((to) => to.address === email))?.text ?? '';
const signOff = ['With best wishes,', env.INSTITUTE_NAME];

async function studentWithFullName() {
  const student = await signedInStudent();
  const profile = form({ consent: 'true', firstName: 'Rekha', middleName: 'S', lastName: 'Wankhede' });
  expect((await api.request('/users/submit-admission', { method: 'POST', body: profile, headers: student.headers })).status).toBe(200);
  return student;
}

describe('an application', () => {
  it('by the student: acknowledged once, naming the course and what happens next; a repeat (409) or an incomplete profile (400) e-mails nothing', async () => {
    const student = await studentWithFullName();
    const courseId = await insertCourse(db, { fees_paise: 20_000_00 });
    expect((await postJson('/users/apply', { courseId }, student.headers)).status).toBe(201);
    const subject = `We have received your application for Course ${courseId}`;
    expect(await mailsTo(student.email)).toEqual([{ subject, status: 'sent' }]);
    const text = await sentText(student.email, subject);
    expect(text).toContain('Dear Rekha S Wankhede,');
    expect(text).toContain(`Thank you for applying for Course ${courseId}. We have received your application.`);
    expect(text).toContain('What happens next: our admissions office will review your application');
    for (const line of signOff) expect(text).toContain(line);

    await expectFailure(await postJson('/users/apply', { courseId }, student.headers), 409);
    expect(await mailsTo(student.email)).toHaveLength(1);
    const unnamed = await signedInStudent();
    await expectFailure(await postJson('/users/apply', { courseId }, unnamed.headers), 400, 'Complete your profile before applying');
    expect(await mailsTo(unnamed.email)).toEqual([]);
  });

  it('by staff on the student’s behalf: acknowledged once, saying so; an unknown course (404) e-mails nothing', async () => {
    const { token } = await signedInAdmin({ role: 'admissions' });
    const student = await signedInStudent({ name: 'Imran Qureshi' });
    const courseId = await insertCourse(db, { visible: 0 });
    const applied = await send('/admin/apply-course-for-user', { token, json: { userId: student.userId, courseId } });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const subject = `We have received your application for Course ${courseId}`;
    expect(await mailsTo(student.email)).toEqual([{ subject, status: 'sent' }]);
    expect(await sentText(student.email, subject)).toContain(`Our office has applied for Course ${courseId} on your behalf`);

    const other = await signedInStudent();
    await expectFailure(await send('/admin/apply-course-for-user', { token, json: { userId: other.userId, courseId: 'no-such-course' } }), 404);
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

describe('a payment report', () => {
  const report = async (student: Student, applicationId: string, amount: string, utr: string) =>
    api.request('/users/report-payment', {
      method: 'POST',
      body: form({ applicationId, amount, utr, paidOn: dateInputValue(Date.now()), screenshot: await smallPng() }),
      headers: student.headers,
    });

  it('is acknowledged once after it is stored, with the amount, the UTR and what happens next; a refused one (over the balance) e-mails nothing', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 8_000, status: 'Accepted' });
    await expectFailure(await report(student, applicationId, '9000', `UTR${Date.now()}A`), 400);
    expect(await mailsTo(student.email)).toEqual([]);

    const utr = `UTR${Date.now()}B`;
    const stored = await report(student, applicationId, '2,500', utr);
    expect(stored.status, await stored.clone().text()).toBe(201);
    expect(await mailsTo(student.email)).toEqual([{ subject: 'We have received your payment report', status: 'sent' }]);
    const text = await sentText(student.email, 'We have received your payment report');
    for (const expected of [
      'Amount: ₹2,500.00',
      `UTR: ${utr}`,
      'Paid by: UPI on',
      'our accounts office will check the payment',
      'not yet counted in your fees paid',
    ])
      expect(text).toContain(expected);
    for (const line of signOff) expect(text).toContain(line);
  });
});

describe('a refund or withdrawal request', () => {
  async function paidStudent() {
    const made = await studentWithApplication({ feeRupees: 10_000 });
    await insertOfficePayment({ applicationId: made.applicationId, studentId: made.student.userId, rupees: 3_000 });
    return made;
  }

  it('is acknowledged once, with the reason and what happens next; a second open request (409) e-mails nothing', async () => {
    const { student, applicationId, courseTitle } = await paidStudent();
    const asked = await postJson('/users/request-refund', { applicationId, kind: 'refund', reason: 'Got a seat in Pune' }, student.headers);
    expect(asked.status, await asked.clone().text()).toBe(201);
    expect(await mailsTo(student.email)).toEqual([{ subject: 'We have received your refund request', status: 'sent' }]);
    const text = await sentText(student.email, 'We have received your refund request');
    for (const expected of [
      `your refund request for ${courseTitle}`,
      'Your reason: Got a seat in Pune',
      'you will get a credit note by e-mail',
      'we will e-mail you the reason',
    ])
      expect(text).toContain(expected);

    await expectFailure(await postJson('/users/request-refund', { applicationId, kind: 'withdrawal', reason: 'Again' }, student.headers), 409);
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it('a withdrawal is acknowledged as one; with nothing paid the refused request e-mails nothing', async () => {
    const { student, applicationId } = await paidStudent();
    expect((await postJson('/users/request-refund', { applicationId, kind: 'withdrawal', reason: 'Moving city' }, student.headers)).status).toBe(201);
    expect(await mailsTo(student.email)).toEqual([{ subject: 'We have received your withdrawal request', status: 'sent' }]);
    expect(await sentText(student.email, 'We have received your withdrawal request')).toContain('the admissions office decides that');

    const unpaid = await studentWithApplication();
    const refused = await postJson('/users/request-refund', { applicationId: unpaid.applicationId, kind: 'refund', reason: 'x' }, unpaid.student.headers);
    expect(refused.status).toBe(409);
    expect(await mailsTo(unpaid.student.email)).toEqual([]);
  });
});

describe('in the language the student chose (issue 22)', () => {
  const choose = (student: Student, language: 'hi' | 'mr') => db.updateTable('users').set({ language }).where('id', '=', student.userId).execute();

  it('an application, in Marathi, with the Applied Courses link in Marathi', async () => {
    const student = await studentWithFullName();
    await choose(student, 'mr');
    const courseId = await insertCourse(db, { fees_paise: 20_000_00 });
    expect((await postJson('/users/apply', { courseId }, student.headers)).status).toBe(201);
    const subject = `Course ${courseId} साठीचा तुमचा अर्ज आम्हाला मिळाला आहे`;
    expect(await mailsTo(student.email)).toEqual([{ subject, status: 'sent' }]);
    const text = await sentText(student.email, subject);
    expect(text).toContain('प्रिय Rekha S Wankhede,');
    expect(text).toContain(`Course ${courseId} साठी अर्ज केल्याबद्दल धन्यवाद. तुमचा अर्ज आम्हाला मिळाला आहे.`);
    expect(text).toMatch(/https?:\/\/\S+\/mr\/applications\n/);
    expect(text).toContain('शुभेच्छांसह,');
  });

  it('a payment report, in Hindi, the method and the day in Hindi and the amount as everywhere', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 8_000, status: 'Accepted' });
    await choose(student, 'hi');
    const utr = `UTR${Date.now()}H`;
    const body = form({ applicationId, amount: '2500', utr, method: 'bank-transfer', paidOn: '2026-11-03', screenshot: await smallPng() });
    expect((await api.request('/users/report-payment', { method: 'POST', body, headers: student.headers })).status).toBe(201);
    const subject = 'आपके भुगतान की सूचना हमें प्राप्त हो गई है';
    expect(await mailsTo(student.email)).toEqual([{ subject, status: 'sent' }]);
    const text = await sentText(student.email, subject);
    expect(text).toContain('राशि: ₹2,500.00\nभुगतान का माध्यम: बैंक ट्रांसफ़र, दिनांक 3 नवंबर 2026');
    expect(text).toContain(`UTR: ${utr}`);
    expect(text).toContain('उसी भुगतान की सूचना दोबारा देने की ज़रूरत नहीं है।');
    expect(text).toContain('/hi/applications');
  });

  it('a withdrawal request, in Marathi, the student’s reason as written', async () => {
    const made = await studentWithApplication({ feeRupees: 10_000 });
    await insertOfficePayment({ applicationId: made.applicationId, studentId: made.student.userId, rupees: 3_000 });
    await choose(made.student, 'mr');
    const asked = await postJson(
      '/users/request-refund',
      { applicationId: made.applicationId, kind: 'withdrawal', reason: 'Moving city' },
      made.student.headers,
    );
    expect(asked.status).toBe(201);
    const subject = 'तुमची प्रवेश माघारीची विनंती आम्हाला मिळाली आहे';
    expect(await mailsTo(made.student.email)).toEqual([{ subject, status: 'sent' }]);
    const text = await sentText(made.student.email, subject);
    expect(text).toContain(`${made.courseTitle} साठीची तुमची प्रवेश माघारीची विनंती आम्हाला मिळाली आहे.`);
    expect(text).toContain('तुमचे कारण: Moving city');
    expect(text).toContain('त्याचा निर्णय प्रवेश कार्यालय घेते.');
  });
});
