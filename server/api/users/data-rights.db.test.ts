import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { makePdf, makePng, upload } from '../../../tests/document-fixtures';
import { privateStorage } from '~/modules/documents/private-storage.server';
import { ERASED_NAME, KEPT_BY_LAW, NO_OPEN_ERASURE_REQUEST } from '~/modules/students/erase-student.server';
import { env } from '~/utils/env.server';
import { insertApplication } from '../../../tests/enrolment';
import { envForThisTest } from '../../../tests/env-for-test';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { api } from '../api';

// A student's data rights (DPDP Act 2023; DESIGN.md §7) through the real API: a copy of their
// data, a request to erase it, and staff carrying it out, on a real database with real SMTP.

const AADHAAR = '234567890124'; // Verhoeff-valid, made up
let sink: SmtpSink;
let staffToken = '';
let adminId = '';
let courseA = '';
let courseB = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  ({
    token: staffToken,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Data Officer' }));
  courseA = await createCourse({ course: { title: 'Diploma in Dialysis Technology', description: '', fees: 60000, images: [] } });
  courseB = await createCourse({ course: { title: 'Pharmacy Assistant', description: '', fees: 40000, images: [] } });
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
});

const postJson = (path: string, body: unknown, headers: Record<string, string>) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** A student with a profile, two documents and two applications, one of them with a paid fee. */
async function applicant() {
  const student = await signedInStudent({ name: 'Rekha Wankhede' });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    consent: 'true',
    firstName: 'Rekha',
    middleName: 'Anil',
    lastName: 'Wankhede',
    aadharNumber: AADHAAR,
    city: 'Nagpur',
  }))
    form.set(name, value);
  form.set('profilePhoto', upload(await makePng(40, 40), 'photo.png'));
  form.set('sscDocument', upload(makePdf(), 'ssc.pdf'));
  const submitted = await api.request('/users/submit-admission', { method: 'POST', body: form, headers: student.headers });
  expect(submitted.status, await submitted.clone().text()).toBe(200);
  // Written straight to the table: applying e-mails an acknowledgement, and the sink here holds the office's e-mails.
  const paidApplication = await insertApplication(db, { userId: student.userId, courseId: courseA });
  const unpaidApplication = await insertApplication(db, { userId: student.userId, courseId: courseB });
  const now = Date.now();
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      application_id: paidApplication,
      student_id: student.userId,
      kind: 'payment',
      source: 'gateway',
      gateway: 'simulated',
      method: 'upi',
      currency: 'INR',
      gateway_order_id: `order_${newId()}`,
      gateway_payment_id: `pay_${newId()}`,
      gateway_refund_id: null,
      amount_paise: 60000_00,
      status: 'paid',
      receipt_number: null,
      note: null,
      created_by: 'verify',
      created_at: now,
    })
    .execute();
  return { ...student, paidApplication, unpaidApplication };
}

describe('who may call', () => {
  it('the student calls need a student session; the staff calls need staff', async () => {
    for (const [method, path] of [
      ['GET', '/users/my-data'],
      ['POST', '/users/request-erasure'],
    ] as const) {
      await expectFailure(
        await api.request(path, {
          method,
          headers: { authorization: 'Bearer not-a-session', 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        }),
        401,
      );
    }
    const student = await signedInStudent();
    for (const [method, path] of [
      ['GET', '/admin/erasure-requests'],
      ['POST', '/admin/erase-student'],
    ] as const) {
      await expectFailure(await send(path, { method, json: method === 'POST' ? { userId: student.userId } : undefined }), 401);
      await expectFailure(
        await api.request(path, {
          method,
          headers: { ...student.headers, 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ userId: student.userId }) : undefined,
        }),
        403,
      );
    }
  });
});

describe('GET /users/my-data', () => {
  it('gives the student everything held about them, as an attachment, with the Aadhaar masked', async () => {
    const student = await applicant();
    const answer = await api.request('/users/my-data', { headers: student.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).not.toContain(AADHAAR);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: student.userId, email: student.email });
    expect(data.profile).toMatchObject({ firstName: 'Rekha', lastName: 'Wankhede', aadharNumber: 'XXXX XXXX 0124', city: 'Nagpur' });
    expect(data.consent).toEqual({ at: expect.any(String), noticeVersion: expect.any(String) });
    expect(data.documents.map((document: { kind: string }) => document.kind).sort()).toEqual(['profilePhoto', 'sscDocument']);
    expect(data.documents[0].url).toMatch(/^\/files\/documents\//);
    expect(data.applications.map((application: { course: string }) => application.course).sort()).toEqual([
      'Diploma in Dialysis Technology',
      'Pharmacy Assistant',
    ]);
    expect(data.activity.map((entry: { action: string }) => entry.action)).toContain('student.sign-in');
    expect(data.heldBy.email).toBe(env.INSTITUTE_EMAIL);
  });
});

describe('erasure', () => {
  it('a student asks once (asking again answers the open request); the office is e-mailed without personal data', async () => {
    const student = await applicant();
    const first = await postJson('/users/request-erasure', { reason: 'I joined another institute.' }, student.headers);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      success: true,
      message: 'Your request to erase your data has been sent. The institute will act on it within 30 days.',
    });
    const again = await postJson('/users/request-erasure', {}, student.headers);
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe('Your request to erase your data is already with the institute.');
    expect(await db.selectFrom('erasure_requests').select('id').where('user_id', '=', student.userId).execute()).toHaveLength(1);

    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('A student asked to erase their data');
    expect(JSON.stringify(mail!.to)).toContain(env.INSTITUTE_EMAIL);
    expect(mail!.text).not.toContain('Rekha');
    expect(mail!.text).not.toContain(student.email);
  });

  it('two requests at the same instant make one', async () => {
    const student = await applicant();
    const answers = await Promise.all([postJson('/users/request-erasure', {}, student.headers), postJson('/users/request-erasure', {}, student.headers)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await db.selectFrom('erasure_requests').select('id').where('user_id', '=', student.userId).execute()).toHaveLength(1);
  });

  it('bad input is refused and stores nothing', async () => {
    const student = await signedInStudent();
    await expectFailure(await postJson('/users/request-erasure', { reason: 'x'.repeat(1001) }, student.headers), 400, 'Keep the reason under 1000 characters.');
    await expectFailure(
      await api.request('/users/request-erasure', { method: 'POST', body: '{not json', headers: { ...student.headers, 'content-type': 'application/json' } }),
      400,
    );
    expect(await db.selectFrom('erasure_requests').select('id').where('user_id', '=', student.userId).execute()).toEqual([]);
  });

  it("erasing a student removes their pending sign-in code but leaves a longer address's code (ana@ is inside hana@) usable", async () => {
    const student = await signedInStudent({ email: 'ana@example.org', name: 'Ana Kale' });
    await postJson('/users/request-erasure', {}, student.headers);
    // better-auth answers under /api/auth, as on the site.
    const site = new Hono().route('/api', api);
    const auth = (path: string, body: unknown) =>
      site.request(`${env.APP_URL}/api/auth${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', origin: env.APP_URL },
      });
    const codeFor = async (email: string) => {
      const before = sink.messages.length;
      expect((await auth('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
      for (let count = before + 1; ; count++) {
        const mail = (await sink.waitFor(count)).slice(before).find((m) => m.to && 'value' in m.to && m.to.value[0]?.address === email);
        if (mail) return /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
      }
    };
    const ownCode = await codeFor('ana@example.org');
    const neighbourCode = await codeFor('hana@example.org');

    expect((await send('/admin/erase-student', { token: staffToken, json: { userId: student.userId } })).status).toBe(200);
    const left = (await db.selectFrom('auth_verifications').select('identifier').execute()).map((row) => row.identifier);
    expect(left).toContain('sign-in-otp-hana@example.org');
    expect(left).not.toContain('sign-in-otp-ana@example.org');
    expect((await auth('/sign-in/email-otp', { email: 'ana@example.org', otp: ownCode })).status).toBe(400);
    const neighbour = await auth('/sign-in/email-otp', { email: 'hana@example.org', otp: neighbourCode });
    expect(neighbour.status, await neighbour.clone().text()).toBe(200);
  });

  it('staff see open requests first, erase the data, keep what tax law requires and record it', async () => {
    const student = await applicant();
    const keys = (await db.selectFrom('documents').select('storage_key').where('user_id', '=', student.userId).execute()).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    await expectFailure(await send('/admin/erase-student', { token: staffToken, json: { userId: student.userId } }), 404, NO_OPEN_ERASURE_REQUEST);
    await postJson('/users/request-erasure', { reason: 'Please delete my marksheets.' }, student.headers);

    const listed = await (await send('/admin/erasure-requests', { token: staffToken })).json();
    const open = listed.requests.filter((request: { completedAt: number | null }) => request.completedAt === null);
    expect(listed.requests.slice(0, open.length)).toEqual(open);
    expect(open).toContainEqual(
      expect.objectContaining({ userId: student.userId, name: 'Rekha Anil Wankhede', reason: 'Please delete my marksheets.', kept: '' }),
    );

    const erased = await send('/admin/erase-student', { token: staffToken, json: { userId: student.userId } });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ success: true, message: "The student's data has been erased.", kept: `1 application(s). ${KEPT_BY_LAW}` });

    expect(await db.selectFrom('profiles').select('user_id').where('user_id', '=', student.userId).execute()).toEqual([]);
    expect(await db.selectFrom('documents').select('id').where('user_id', '=', student.userId).execute()).toEqual([]);
    for (const key of keys) expect(await privateStorage.get(key)).toBeNull();
    expect((await db.selectFrom('applications').select('id').where('user_id', '=', student.userId).execute()).map((row) => row.id)).toEqual([
      student.paidApplication,
    ]);
    const user = await db.selectFrom('users').select(['name', 'email', 'image']).where('id', '=', student.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ name: ERASED_NAME, email: `erased-${student.userId}@erased.invalid`, image: null });
    expect((await api.request('/users/user', { headers: student.headers })).status).toBe(401);

    const request = await db.selectFrom('erasure_requests').selectAll().where('user_id', '=', student.userId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ completed_by: adminId, reason: null, kept: `1 application(s). ${KEPT_BY_LAW}` });
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('action', '=', 'student.erased')
      .where('entity_id', '=', student.userId)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(adminId);
    expect(JSON.parse(audit.after!)).toMatchObject({ applicationsDeleted: 1, documentsDeleted: 2, applicationsKept: 1 });

    await expectFailure(await send('/admin/erase-student', { token: staffToken, json: { userId: student.userId } }), 404, NO_OPEN_ERASURE_REQUEST);
    await expectFailure(await send('/admin/erase-student', { token: staffToken, json: {} }), 400, 'Student id is required.');
  });
});
