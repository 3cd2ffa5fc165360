import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { env } from '~/utils/env.server';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { findRefundDesk } from '~/modules/refunds/find-refund-desk.server';
import { findStudentRefundRequests } from '~/modules/refunds/find-student-refund-requests.server';
import { refundPayment } from '~/modules/refunds/refund-payment.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { postJson, studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { insertOfficePayment } from '../../../tests/payments/office-payment';

// A student's refund or withdrawal request (issue 11): asked on Applied Courses within the window,
// one open per application, waiting for accounts on the Refunds page, who refund or decline it.
const DAY = 24 * 60 * 60 * 1000;
const NOTHING_PAID = 'Nothing has been paid for this application, so there is nothing for the accounts office to refund.';
type Reply = { success: boolean; message: string; request?: { _id: string; status: string } };
const ask = async (headers: Record<string, string>, body: unknown) => {
  const answer = await postJson('/users/request-refund', body, headers);
  return { status: answer.status, body: (await answer.json()) as Reply };
};
const requestsOf = (applicationId: string) =>
  db
    .selectFrom('refund_requests')
    .select(['status', 'kind', 'reason', 'decision_reason', 'refund_id'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .execute();

async function paidStudent(rupees = 5_000, { daysAgo = 0 } = {}) {
  const made = await studentWithApplication({ feeRupees: 10_000 });
  const at = Date.now() - daysAgo * DAY;
  await db.updateTable('applications').set({ created_at: at }).where('id', '=', made.applicationId).execute();
  const paymentId = await insertOfficePayment({ applicationId: made.applicationId, studentId: made.student.userId, rupees, at });
  return { ...made, paymentId };
}

describe('POST /api/users/request-refund', () => {
  it('opens one request per application: a second, or two at once, are refused; audited; it waits on the Refunds page with the payments', async () => {
    const { student, applicationId, paymentId } = await paidStudent();
    const first = await ask(student.headers, { applicationId, kind: 'refund', reason: 'Got a seat elsewhere' });
    expect(first).toEqual({
      status: 201,
      body: {
        success: true,
        message: 'Your request has been sent to the accounts office. We will e-mail you when it is decided.',
        request: { _id: expect.any(String), status: 'open' },
      },
    });
    expect((await ask(student.headers, { applicationId, kind: 'withdrawal', reason: 'Again' })).body).toEqual({
      success: false,
      message: 'You have already asked about this application. The accounts office will answer that request first.',
    });
    const other = await paidStudent();
    const racing = await Promise.all(
      [1, 2].map(() => ask(other.student.headers, { applicationId: other.applicationId, kind: 'withdrawal', reason: 'Moving away' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await requestsOf(other.applicationId)).toHaveLength(1);

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_id'])
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'refund-request.create')
      .execute();
    expect(audit).toEqual([{ actor_type: 'student', actor_id: student.userId }]);
    const desk = await findRefundDesk();
    const listed = desk.requests.find((request) => request.applicationId === applicationId)!;
    expect(listed).toMatchObject({ kind: 'refund', reason: 'Got a seat elsewhere', paidPaise: 5_000_00 });
    expect(listed.payments).toEqual([expect.objectContaining({ id: paymentId, amountPaise: 5_000_00, leftPaise: 5_000_00, online: false })]);
    expect(await findStudentRefundRequests({ userId: student.userId })).toEqual({
      [applicationId]: expect.objectContaining({ kind: 'refund', status: 'open' }),
    });
  });

  it('asks for an amount: by default all that is left to refund, or less; never more', async () => {
    const whole = await paidStudent(5_000);
    expect((await ask(whole.student.headers, { applicationId: whole.applicationId, kind: 'refund', reason: 'All of it' })).status).toBe(201);
    const part = await paidStudent(5_000);
    const over = await ask(part.student.headers, { applicationId: part.applicationId, kind: 'refund', reason: 'Too much', amount: '5,000.01' });
    expect(over).toEqual({ status: 400, body: { success: false, message: 'You can ask for at most ₹5,000.00: what is left to refund of what you paid.' } });
    const invalid = await ask(part.student.headers, { applicationId: part.applicationId, kind: 'refund', reason: 'Typo', amount: '2,00,0' });
    expect(invalid.body.message).toBe('Enter the amount to refund in rupees (for example 1500 or 1,500.50), or leave it blank for all of it.');
    expect((await ask(part.student.headers, { applicationId: part.applicationId, kind: 'refund', reason: 'Part of it', amount: '₹2,000' })).status).toBe(201);
    const asked = await db
      .selectFrom('refund_requests')
      .select(['application_id', 'amount_paise'])
      .where('application_id', 'in', [whole.applicationId, part.applicationId])
      .execute();
    expect(Object.fromEntries(asked.map((row) => [row.application_id, Number(row.amount_paise)]))).toEqual({
      [whole.applicationId]: 5_000_00,
      [part.applicationId]: 2_000_00,
    });
  });

  it("refuses another student's application, nothing paid, outside the 7-day window, and without a reason; nothing is stored", async () => {
    const { student, applicationId } = await paidStudent();
    const stranger = await studentWithApplication();
    const unpaid = await studentWithApplication();
    const late = await paidStudent(1_000, { daysAgo: 8 });
    const cases: Array<[Record<string, string>, unknown, number, string]> = [
      [stranger.student.headers, { applicationId, kind: 'refund', reason: 'Not mine' }, 404, 'Application not found'],
      [unpaid.student.headers, { applicationId: unpaid.applicationId, kind: 'refund', reason: 'x' }, 409, NOTHING_PAID],
      [unpaid.student.headers, { applicationId: unpaid.applicationId, kind: 'withdrawal', reason: 'x' }, 409, NOTHING_PAID],
      [
        late.student.headers,
        { applicationId: late.applicationId, kind: 'refund', reason: 'Too late' },
        409,
        'Refunds and withdrawals can be asked for within 7 days of payment or enrolment. Please contact the institute office.',
      ],
      [student.headers, { applicationId, kind: 'refund', reason: ' ' }, 400, 'Tell us why you are asking.'],
      [student.headers, { applicationId, kind: 'cancel', reason: 'x' }, 400, "Choose 'refund' or 'withdrawal'."],
    ];
    for (const [headers, body, status, message] of cases) {
      const answer = await ask(headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
    }
    for (const id of [applicationId, unpaid.applicationId, late.applicationId]) expect(await requestsOf(id)).toEqual([]);
  });
});

describe('accounts answer a request', () => {
  it('declined with a reason: closed, e-mailed, audited; not declined twice; the student may ask again', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await paidStudent();
    const { body } = await ask(student.headers, { applicationId, kind: 'refund', reason: 'Please' });
    const id = body.request!._id;
    expect((await postJson('/admin/decline-refund-request', { id, reason: ' ' }, { token: accounts.token })).status).toBe(400);
    const declined = await postJson(
      '/admin/decline-refund-request',
      { id, reason: 'Classes have started; the policy allows no refund now.' },
      { token: accounts.token },
    );
    expect(await declined.json()).toEqual({ success: true, message: 'Request declined. The student has been told why by e-mail.' });
    expect(await requestsOf(applicationId)).toEqual([
      expect.objectContaining({ status: 'declined', decision_reason: 'Classes have started; the policy allows no refund now.' }),
    ]);
    const { email } = await db.selectFrom('users').select('email').where('id', '=', student.userId).executeTakeFirstOrThrow();
    const mail = await db.selectFrom('mail_jobs').select(['subject']).where('recipient', '=', email).orderBy('created_at').execute();
    expect(mail.map((sent) => sent.subject)).toEqual(['We have received your refund request', `Your refund request for ${await courseTitleOf(applicationId)}`]);
    const again = await postJson('/admin/decline-refund-request', { id, reason: 'Twice' }, { token: accounts.token });
    expect(again.status).toBe(409);
    expect(
      await db.selectFrom('audit_log').select('action').where('entity_id', '=', applicationId).where('action', '=', 'refund-request.decline').execute(),
    ).toHaveLength(1);
    expect((await ask(student.headers, { applicationId, kind: 'withdrawal', reason: 'Then I withdraw' })).status).toBe(201);
  });

  it('the decline reaches a student who chose Hindi in Hindi, and one who did not in English (issue 22)', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const hindi = await paidStudent();
    await db.updateTable('users').set({ language: 'hi' }).where('id', '=', hindi.student.userId).execute();
    const english = await paidStudent();
    for (const { student, applicationId } of [hindi, english]) {
      const { body } = await ask(student.headers, { applicationId, kind: 'refund', reason: 'Please' });
      const declined = await postJson('/admin/decline-refund-request', { id: body.request!._id, reason: 'Classes have started.' }, { token: accounts.token });
      expect(declined.status).toBe(200);
    }
    // As sent: the development outbox keeps their words.
    const mailsOf = async (email: string) => {
      const outbox = await findOutbox({ limit: 500 });
      const subjects = await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', email).orderBy('created_at').execute();
      return subjects.map(({ subject }) => ({
        subject,
        text_body: outbox.find((mail) => mail.subject === subject && mail.to.some((to) => to.address === email))?.text,
      }));
    };
    const [received, declined] = await mailsOf(hindi.student.email);
    expect(received!.subject).toBe('आपका रिफ़ंड अनुरोध हमें प्राप्त हो गया है');
    expect(declined!.subject).toBe(`${hindi.courseTitle} के लिए आपका रिफ़ंड अनुरोध`);
    expect(declined!.text_body).toContain(`हमें खेद है: ${hindi.courseTitle} के लिए आपका रिफ़ंड अनुरोध अस्वीकार कर दिया गया है।`);
    expect(declined!.text_body).toContain('कारण: Classes have started.');
    expect(declined!.text_body).toContain('/hi/applications');
    const [, inEnglish] = await mailsOf(english.student.email);
    expect(inEnglish!.subject).toBe(`Your refund request for ${english.courseTitle}`);
    expect(inEnglish!.text_body).toContain(`We are sorry: your refund request for ${english.courseTitle} has been declined.\nReason: Classes have started.`);
  });

  it('refunded: the refund closes the request it answers, and the Refunds page no longer lists it', async () => {
    const accounts = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId, paymentId } = await paidStudent(3_000);
    const { body } = await ask(student.headers, { applicationId, kind: 'refund', reason: 'Please' });
    const answer = await refundPayment({
      input: { paymentId, amount: 1_000_00, reason: 'As asked', requestId: body.request!._id },
      actor: accounts.admin,
      gateway: null,
    });
    expect(answer.refund.status).toBe('processed');
    expect(await requestsOf(applicationId)).toEqual([expect.objectContaining({ status: 'refunded', refund_id: answer.refund._id })]);
    expect((await findRefundDesk()).requests.some((request) => request.applicationId === applicationId)).toBe(false);
    expect((await findStudentRefundRequests({ userId: student.userId }))[applicationId]).toMatchObject({ status: 'refunded' });
    await expect(
      refundPayment({ input: { paymentId, amount: 100_00, reason: 'Again', requestId: body.request!._id }, actor: accounts.admin, gateway: null }),
    ).rejects.toThrow('This request has already been decided.');
  });
});

async function courseTitleOf(applicationId: string) {
  const row = await db
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select('courses.title')
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.title;
}

describe('the API in the language a request asks for (issue 22)', () => {
  const refused = async (headers: Record<string, string>, body: unknown) => {
    const answer = await postJson('/users/request-refund', body, headers);
    return { status: answer.status, language: answer.headers.get('content-language'), body: (await answer.json()) as Reply };
  };

  it('answers a validation error in English without Accept-Language and in Marathi with `Accept-Language: mr`', async () => {
    const { student, applicationId } = await paidStudent();
    const noReason = { applicationId, kind: 'refund', reason: ' ' };
    expect(await refused(student.headers, noReason)).toEqual({ status: 400, language: null, body: { success: false, message: 'Tell us why you are asking.' } });
    expect(await refused({ ...student.headers, 'accept-language': 'en-IN,en;q=0.9,mr;q=0.8' }, noReason)).toMatchObject({
      language: null,
      body: { message: 'Tell us why you are asking.' },
    });
    expect(await refused({ ...student.headers, 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.8' }, noReason)).toEqual({
      status: 400,
      language: 'mr',
      body: { success: false, message: 'तुम्ही ही विनंती का करत आहात ते आम्हाला सांगा.' },
    });
    // From one of our pages, the page's language decides: the English portal stays English whatever the browser prefers.
    const fromPage = (path: string) => ({ ...student.headers, 'accept-language': 'mr', referer: `${env.APP_URL}${path}` });
    expect(await refused(fromPage('/applications'), noReason)).toMatchObject({ language: null, body: { message: 'Tell us why you are asking.' } });
    const fromHindiPage = await refused(fromPage('/hi/applications'), noReason);
    expect(fromHindiPage).toMatchObject({ language: 'hi', body: { message: 'हमें बताएँ कि आप यह अनुरोध क्यों कर रहे हैं।' } });
    // The student guard's refusal, in Hindi.
    expect(await refused({ 'accept-language': 'hi' }, noReason)).toEqual({
      status: 403,
      language: 'hi',
      body: { success: false, message: 'यह अनुरोध हमारी अपनी साइट से नहीं आया। पेज को फिर से लोड करें और कृपया फिर से कोशिश करें।' },
    });
  });

  it('says a sentence with a value in it (the most left to refund) in Marathi with the amount; the dashboard’s endpoints stay English', async () => {
    const { student, applicationId } = await paidStudent(5_000);
    const overRefundable = { applicationId, kind: 'refund', reason: 'All', amount: 9_000 };
    expect(await refused(student.headers, overRefundable)).toEqual({
      status: 400,
      language: null,
      body: { success: false, message: 'You can ask for at most ₹5,000.00: what is left to refund of what you paid.' },
    });
    expect(await refused({ ...student.headers, 'accept-language': 'mr' }, overRefundable)).toEqual({
      status: 400,
      language: 'mr',
      body: { success: false, message: 'तुम्ही जास्तीत जास्त ₹5,000.00 मागू शकता: तुम्ही भरलेल्या रकमेपैकी परताव्यासाठी एवढीच रक्कम शिल्लक आहे.' },
    });
    const admissions = await signedInAdmin({ role: 'admissions' });
    const staff = await postJson('/admin/apply-course-for-user', { userId: student.userId }, { token: admissions.token, 'accept-language': 'mr' });
    expect(staff.headers.get('content-language')).toBeNull();
    expect(await staff.json()).toEqual({ success: false, message: 'Course id is required.' });
  });
});
