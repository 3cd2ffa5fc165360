import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { saveProfile } from '~/modules/students/save-profile.server';
import { insertTestDocument, insertTestUser } from '../../../tests/test-users';
import { envForThisTest } from '../../../tests/env-for-test';
import { getAadhaarKey } from '~/utils/secrets.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { api } from '../api';
import { expectFailure, send } from '../../../tests/admin-api-requests';

// View Applications through the real Hono app on a real database, with e-mail through real SMTP.

const AADHAAR = '987654321096';
const unknownId = '01900000-0000-7000-8000-000000000000';
const staff = { type: 'admin' as const, id: 'seed' };
const base = Date.UTC(2026, 4, 1);

let token = '';
let adminId = '';
let sink: SmtpSink;
const courses: Record<'care' | 'theatre' | 'pharmacy', string> = { care: '', theatre: '', pharmacy: '' };
const apps: Record<string, string> = {};
const students: Record<string, { id: string; email: string }> = {};

async function student(key: string, name: string, profile?: { firstName: string; middleName?: string; lastName: string; aadhaar?: string }) {
  const user = await insertTestUser({ name });
  if (profile) {
    const { aadhaar, ...names } = profile;
    await saveProfile({ userId: user.id, changes: { ...names, ...(aadhaar ? { aadharNumber: aadhaar } : {}) }, aadhaarKey: getAadhaarKey(), actor: staff });
  }
  students[key] = { id: user.id, email: user.email };
  return user.id;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Applications Admin' }));
  courses.care = await createCourse({ course: { title: 'Patient Care Assistant', description: '', fees: 35000, images: [] } });
  courses.theatre = await createCourse({ course: { title: 'Operation Theatre Technician', description: '', fees: null, images: [] } });
  courses.pharmacy = await createCourse({ course: { title: 'Pharmacy Assistant', description: '', fees: 55000, images: [], visible: false } });
  // Oldest first; 'asha' has a profile, a photo and a resume, 'ravi' only an account name.
  const asha = await student('asha', 'asha.account', { firstName: 'Asha', middleName: 'Sunil', lastName: 'Patil', aadhaar: AADHAAR });
  await insertTestDocument({ userId: asha, kind: 'profilePhoto' });
  await insertTestDocument({ userId: asha, kind: 'resume' });
  const ravi = await student('ravi', 'Ravi Kale');
  const meena = await student('meena', 'meena', { firstName: 'Meena', lastName: 'Deshmukh' });
  const percent = await student('percent', '100% Sure_Name');
  apps.ashaCare = await applyToCourse({ userId: asha, courseId: courses.care, actor: staff, now: base });
  apps.raviCare = await applyToCourse({ userId: ravi, courseId: courses.care, actor: staff, now: base + 1000 });
  apps.meenaTheatre = await applyToCourse({ userId: meena, courseId: courses.theatre, actor: staff, now: base + 2000 });
  apps.ashaTheatre = await applyToCourse({ userId: asha, courseId: courses.theatre, actor: staff, now: base + 3000 });
  apps.percent = await applyToCourse({ userId: percent, courseId: courses.pharmacy, actor: staff, now: base + 4000 });
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
});

const list = async (query = '') => {
  const res = await send(`/admin/applicants${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const ids = (body: { applications: { _id: string }[] }) => body.applications.map((a) => a._id);
const post = (path: string, json: unknown, auth: string | undefined = token) => send(path, { token: auth, json });

describe('who may call', () => {
  it.each([
    ['GET', '/admin/applicants'],
    ['POST', '/admin/change-application-status'],
    ['POST', '/admin/change-user-course'],
    ['POST', '/admin/change-fee-status'],
    ['POST', '/admin/reveal-aadhaar'],
  ])('%s %s is 401 without a valid token and 403 for a student', async (method, path) => {
    await expectFailure(await send(path, { method, json: method === 'POST' ? { id: apps.ashaCare } : undefined }), 401);
    await expectFailure(await send(path, { method, token: 'nope', json: method === 'POST' ? {} : undefined }), 401);
    const { headers } = await signedInStudent();
    const asStudent = await api.request(path, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    await expectFailure(asStudent, 403);
  });
});

describe('GET /admin/applicants', () => {
  it('lists newest first in the spec §3 shape, with photo, resume and derived fee status', async () => {
    const body = await list();
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 100, total: 5, pageCount: 1 });
    expect(ids(body)).toEqual([apps.percent, apps.ashaTheatre, apps.meenaTheatre, apps.raviCare, apps.ashaCare]);
    const asha = body.applications[4];
    expect(asha).toEqual({
      _id: apps.ashaCare,
      userId: {
        _id: students.asha!.id,
        name: 'Asha Sunil Patil',
        email: students.asha!.email,
        image: expect.stringMatching(/^\/files\/documents\//),
        resume: expect.stringMatching(/^\/files\/documents\//),
      },
      courseId: { _id: courses.care, title: 'Patient Care Assistant', fees: 35000 },
      date: new Date(base).toISOString(),
      status: 'Pending',
      fees: 'Pending',
      feesMarkedBy: null,
      feesPaid: 0,
      receiptUrl: '',
      feesMarkReason: null,
    });
    expect(body.applications[3].userId).toMatchObject({ name: 'Ravi Kale', image: '', resume: '' });
    expect(body.applications[2].courseId).toEqual({ _id: courses.theatre, title: 'Operation Theatre Technician', fees: null });
    expect(JSON.stringify(body)).not.toContain(AADHAAR);
  });

  it('pages on the server; a page past the end is the last page', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, pageCount: 3 });
    expect(ids(second)).toEqual([apps.meenaTheatre, apps.raviCare]);
    const past = await list('?page=99&pageSize=2');
    expect(past).toMatchObject({ page: 3, pageCount: 3 });
    expect(ids(past)).toEqual([apps.ashaCare]);
  });

  it('searches names in SQL: any case, profile or account name, every word, wildcards literal', async () => {
    expect(ids(await list('?name=ASHA'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(ids(await list('?name=patil%20asha'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(ids(await list('?name=sunil'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(ids(await list('?name=kale'))).toEqual([apps.raviCare]);
    expect(ids(await list('?name=%20%20desh%20'))).toEqual([apps.meenaTheatre]);
    expect(ids(await list('?name=100%25'))).toEqual([apps.percent]);
    expect(ids(await list('?name=a_h'))).toEqual([]); // '_' is not "any character" ('ash' of Asha)
    expect(ids(await list('?name=e_n'))).toEqual([apps.percent]); // but is itself ('Sure_Name')
    expect(ids(await list('?name=%25'))).toEqual([apps.percent]);
    expect(await list('?name=asha%20kale')).toMatchObject({ applications: [], total: 0, page: 1, pageCount: 1 });
    expect(await list('?name=asha&pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, pageCount: 2 });
  });

  it('filters by application status and fee status on the server, with the name search and paging', async () => {
    await db.updateTable('applications').set({ status: 'Accepted' }).where('id', '=', apps.meenaTheatre!).execute();
    await db.updateTable('applications').set({ fees_paid_paise: 35000_00 }).where('id', '=', apps.raviCare!).execute();
    await db.updateTable('applications').set({ fee_status_mark: 'Paid' }).where('id', '=', apps.ashaTheatre!).execute();
    try {
      expect(ids(await list('?status=Accepted'))).toEqual([apps.meenaTheatre]);
      expect(ids(await list('?status=Pending'))).toEqual([apps.percent, apps.ashaTheatre, apps.raviCare, apps.ashaCare]);
      expect(ids(await list('?status=Rejected'))).toEqual([]);
      // Paid: covered by the payments (Ravi) or marked by staff (Asha's theatre course, a course without a fee).
      expect(ids(await list('?fees=Paid'))).toEqual([apps.ashaTheatre, apps.raviCare]);
      expect(ids(await list('?fees=Pending'))).toEqual([apps.percent, apps.meenaTheatre, apps.ashaCare]);
      expect(ids(await list('?fees=Paid&name=asha'))).toEqual([apps.ashaTheatre]);
      expect(await list('?fees=Pending&status=Pending&pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    } finally {
      await db.updateTable('applications').set({ status: 'Pending' }).where('id', '=', apps.meenaTheatre!).execute();
      await db.updateTable('applications').set({ fees_paid_paise: 0 }).where('id', '=', apps.raviCare!).execute();
      await db.updateTable('applications').set({ fee_status_mark: null }).where('id', '=', apps.ashaTheatre!).execute();
    }
  });

  it("filters by the category on the student's admission form, with the other filters", async () => {
    await saveProfile({ userId: students.asha!.id, changes: { category: 'SC' }, aadhaarKey: getAadhaarKey(), actor: staff });
    await saveProfile({ userId: students.meena!.id, changes: { category: 'Open' }, aadhaarKey: getAadhaarKey(), actor: staff });
    expect(ids(await list('?category=SC'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(ids(await list('?category=Open'))).toEqual([apps.meenaTheatre]);
    expect(ids(await list('?category=SC&name=asha&status=Pending&pageSize=1'))).toEqual([apps.ashaTheatre]);
    expect(await list('?category=OBC')).toMatchObject({ total: 0, applications: [] });
  });

  it("filters by the reviews of the student's documents: one awaiting verification, one rejected, or all verified", async () => {
    // Asha uploaded a photo and a resume (both awaiting verification); nobody else uploaded anything.
    const review = async (document: string, decision: 'verified' | 'rejected') => {
      const input = { studentId: students.asha!.id, document, decision, ...(decision === 'rejected' ? { reason: 'unreadable' } : {}) };
      // A rejection's e-mail lands within this test, not in the next one's mailbox.
      await (
        await reviewDocument({ input: input as never, actor: staff })
      ).mailed;
    };
    expect(ids(await list('?documents=pending'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(await list('?documents=verified')).toMatchObject({ total: 0 });
    await review('profilePhoto', 'verified');
    await review('resume', 'rejected');
    expect(await list('?documents=pending')).toMatchObject({ total: 0 });
    expect(ids(await list('?documents=rejected&category=SC'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    await review('resume', 'verified');
    expect(ids(await list('?documents=verified&status=Pending'))).toEqual([apps.ashaTheatre, apps.ashaCare]);
    expect(await list('?documents=rejected')).toMatchObject({ total: 0 });
  });

  it.each([
    ['?offer=maybe', 'offer must be one of offered, accepted, declined, lapsed, waitlisted.'],
    ['?documents=checked', 'documents must be pending, verified or rejected.'],
    ['?category=General', 'category must be one of OBC, SC, ST, NT, Open.'],
    ['?status=Waiting', 'status must be Pending, Accepted or Rejected.'],
    ['?fees=Waived', 'fees must be Paid or Pending.'],
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
    ['?pageSize=0', 'pageSize must be a whole number from 1 to 100.'],
    ['?page=0', 'page must be a whole number of at least 1.'],
    ['?page=abc', 'page must be a whole number of at least 1.'],
    [`?name=${'a'.repeat(101)}`, 'The name to search is too long (100 characters at most).'],
  ])('refuses %s with 400', async (query, message) => {
    await expectFailure(await send(`/admin/applicants${query}`, { token }), 400, message);
  });
});

describe('POST /admin/change-application-status', () => {
  it('accepts a Pending application once, audited, and e-mails the student', async () => {
    const res = await post('/admin/change-application-status', { id: apps.ashaCare, status: 'Accepted', extra: 'ignored' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Application Accepted', status: 'Accepted' });
    const [mail] = await sink.waitFor(1);
    expect(mail!.to && 'value' in mail!.to ? mail!.to.value[0]?.address : '').toBe(students.asha!.email);
    expect(mail!.subject).toBe('Your application for Patient Care Assistant has been accepted');
    expect(mail!.text).toContain('Dear Asha Sunil Patil,');
    expect(mail!.text).toContain('your application for Patient Care Assistant has been accepted');

    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', apps.ashaCare)
      .where('action', '=', 'application.decide')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, entity: 'application' });
    expect(JSON.parse(entry.before!)).toMatchObject({ status: 'Pending', courseId: courses.care });
    expect(JSON.parse(entry.after!)).toEqual({ status: 'Accepted' });

    // Decided: neither accepted again nor reversed.
    for (const status of ['Accepted', 'Rejected']) {
      await expectFailure(
        await post('/admin/change-application-status', { id: apps.ashaCare, status }),
        409,
        'This application is already Accepted. Only a Pending application can be accepted or rejected.',
      );
    }
    expect((await list()).applications.find((a: { _id: string }) => a._id === apps.ashaCare).status).toBe('Accepted');
  });

  it('rejects with a kind e-mail naming the course', async () => {
    expect((await post('/admin/change-application-status', { id: apps.meenaTheatre, status: 'Rejected' })).status).toBe(200);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('About your application for Operation Theatre Technician');
    expect(mail!.text).toContain('Dear Meena Deshmukh,');
    expect(mail!.text).toContain('Thank you for applying for Operation Theatre Technician');
    expect(mail!.text).toContain('apply for another course');
  });

  it('writes to a student who chose Marathi or Hindi in that language, from the acknowledgement to the decision (issue 22)', async () => {
    const kiran = await student('kiran', 'kiran', { firstName: 'Kiran', lastName: 'Wagh' });
    const pooja = await student('pooja', 'pooja', { firstName: 'Pooja', lastName: 'Verma' });
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', kiran).execute();
    await db.updateTable('users').set({ language: 'hi' }).where('id', '=', pooja).execute();
    const kiranCare = await applyToCourse({ userId: kiran, courseId: courses.care, actor: staff });
    const poojaCare = await applyToCourse({ userId: pooja, courseId: courses.care, actor: staff });
    expect((await post('/admin/change-application-status', { id: kiranCare, status: 'Accepted' })).status).toBe(200);
    expect((await post('/admin/change-application-status', { id: poojaCare, status: 'Rejected' })).status).toBe(200);
    const mails = await sink.waitFor(4);
    const to = (email: string) => mails.filter((mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === email);
    const [received, accepted] = to(students.kiran!.email);
    expect(received!.subject).toBe('Patient Care Assistant साठीचा तुमचा अर्ज आम्हाला मिळाला आहे');
    expect(received!.text).toContain('प्रिय Kiran Wagh,');
    expect(received!.text).toContain('आमच्या कार्यालयाने तुमच्या वतीने Patient Care Assistant साठी अर्ज केला आहे');
    expect(received!.text).toMatch(/https?:\/\/\S+\/mr\/applications\n/);
    expect(accepted!.subject).toBe('Patient Care Assistant साठीचा तुमचा अर्ज स्वीकारला आहे');
    expect(accepted!.text).toContain('आनंदाची बातमी: Patient Care Assistant साठीचा तुमचा अर्ज स्वीकारला आहे. अभिनंदन!');
    expect(accepted!.text).toContain('/mr/applications');
    expect(accepted!.text).toContain('शुभेच्छांसह,');
    const [, rejected] = to(students.pooja!.email);
    expect(rejected!.subject).toBe('Patient Care Assistant के लिए आपके आवेदन के बारे में');
    expect(rejected!.text).toContain('प्रिय Pooja Verma,');
    expect(rejected!.text).toContain('हमें खेद है कि इस बार हम आपको इस पाठ्यक्रम में प्रवेश नहीं दे पा रहे हैं।');
  });

  it('keeps the decision when the e-mail cannot be sent', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    envForThisTest({ SMTP_URL: 'smtp://127.0.0.1:9' }); // nothing listens on the discard port
    try {
      const decided = await decideApplication({ id: apps.percent, status: 'Rejected', actor: { type: 'admin', id: adminId } });
      expect(await decided.mailed).toBe(false);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be sent'), expect.any(String));
    } finally {
      errors.mockRestore();
    }
    const row = await db.selectFrom('applications').select('status').where('id', '=', apps.percent).executeTakeFirstOrThrow();
    expect(row.status).toBe('Rejected');
  });

  it.each([
    ['status Pending', () => ({ id: apps.raviCare, status: 'Pending' }), 400, 'status must be Accepted or Rejected.'],
    ['status in lower case', () => ({ id: apps.raviCare, status: 'accepted' }), 400, 'status must be Accepted or Rejected.'],
    ['no status', () => ({ id: apps.raviCare }), 400, 'status must be Accepted or Rejected.'],
    ['no id', () => ({ status: 'Accepted' }), 400, 'Application id is required.'],
    ['a blank id', () => ({ id: '   ', status: 'Accepted' }), 400, 'Application id is required.'],
    ['an unknown id', () => ({ id: unknownId, status: 'Accepted' }), 404, 'Application not found'],
  ])('refuses %s', async (_label, body, status, message) => {
    await expectFailure(await post('/admin/change-application-status', body()), status, message);
  });

  it('is harmless with __proto__ and refuses a body that is not JSON', async () => {
    const res = await send('/admin/change-application-status', { token, method: 'POST', json: undefined });
    expect(res.status).toBe(400);
    const polluted = await api.request('/admin/change-application-status', {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: `{"__proto__": {"status": "Accepted", "isAdmin": true}, "id": "${apps.raviCare}"}`,
    });
    await expectFailure(polluted, 400, 'status must be Accepted or Rejected.');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const bad = await api.request('/admin/change-application-status', {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    await expectFailure(bad, 400);
  });
});

describe('POST /admin/change-user-course', () => {
  it('moves an application to another course, audited, keeping its status', async () => {
    const res = await post('/admin/change-user-course', { applicationId: apps.raviCare, newCourseId: courses.pharmacy, note: 'ignored' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Course changed successfully!',
      application: { _id: apps.raviCare, status: 'Pending', courseId: { _id: courses.pharmacy, title: 'Pharmacy Assistant', fees: 55000 } },
    });
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', apps.raviCare)
      .where('action', '=', 'application.change-course')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(adminId);
    expect(JSON.parse(entry.before!)).toEqual({ courseId: courses.care, course: 'Patient Care Assistant' });
    expect(JSON.parse(entry.after!)).toEqual({ courseId: courses.pharmacy, course: 'Pharmacy Assistant' });
  });

  it.each([
    [
      'the same course',
      () => ({ applicationId: apps.ashaTheatre, newCourseId: courses.theatre }),
      400,
      'The application is already for this course. Choose a different course.',
    ],
    [
      'a course the student already applied for',
      () => ({ applicationId: apps.ashaTheatre, newCourseId: courses.care }),
      409,
      'This student has already applied for that course. Change or decide that application instead.',
    ],
    ['an unknown course', () => ({ applicationId: apps.ashaTheatre, newCourseId: unknownId }), 404, 'Course not found'],
    ['an unknown application', () => ({ applicationId: unknownId, newCourseId: courses.care }), 404, 'Application not found'],
    ['a missing course', () => ({ applicationId: apps.ashaTheatre }), 400, 'Course id is required.'],
    ['a number for an id', () => ({ applicationId: 7, newCourseId: courses.care }), 400, 'Application id is required.'],
  ])('refuses %s', async (_label, body, status, message) => {
    await expectFailure(await post('/admin/change-user-course', body()), status, message);
  });
});

describe('POST /admin/change-fee-status', () => {
  const feeAudits = (id: string) =>
    db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'application.change-fee-status')
      .where('entity_id', '=', id)
      .orderBy('created_at')
      .execute();

  it("staff mark the fees Paid; the student sees it; marking what the payments say clears staff's mark", async () => {
    const learner = await signedInStudent({ name: 'Fee Learner' });
    const id = await applyToCourse({ userId: learner.userId, courseId: courses.care, actor: staff });
    const paid = await post('/admin/change-fee-status', { id, fees: 'Paid' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      success: true,
      message: 'Fee status updated!',
      application: { _id: id, fees: 'Paid', feesMarkedBy: 'staff', feesPaid: 0 },
    });
    const mine = await (await api.request('/users/applications', { headers: learner.headers })).json();
    expect(mine.applications).toEqual([expect.objectContaining({ _id: id, fees: 'Paid', feesMarkedBy: 'staff' })]);

    const pending = await (await post('/admin/change-fee-status', { id, fees: 'Pending' })).json();
    expect(pending.application).toMatchObject({ fees: 'Pending', feesMarkedBy: null });
    const audits = await feeAudits(id);
    expect(audits.map((entry) => [entry.actor_id, JSON.parse(entry.after!)])).toEqual([
      [adminId, { feeStatusMark: 'Paid', fees: 'Paid', reason: 'no reason given' }],
      [adminId, { feeStatusMark: null, fees: 'Pending', reason: 'no reason given' }],
    ]);
  });

  it("keeps staff's reason with the mark and in the audit log; staff see it, the student does not", async () => {
    const learner = await signedInStudent({ name: 'Reason Learner' });
    const id = await applyToCourse({ userId: learner.userId, courseId: courses.care, actor: staff });
    const paid = await (await post('/admin/change-fee-status', { id, fees: 'Paid', reason: '  Paid in cash at the office, receipt 1042  ' })).json();
    expect(paid.application).toMatchObject({ fees: 'Paid', feesMarkedBy: 'staff', feesMarkReason: 'Paid in cash at the office, receipt 1042' });
    expect((await list('?name=reason%20learner')).applications[0]).toMatchObject({ _id: id, feesMarkReason: 'Paid in cash at the office, receipt 1042' });
    const mine = await (await api.request('/users/applications', { headers: learner.headers })).json();
    expect(mine.applications[0]).toMatchObject({ _id: id, fees: 'Paid', feesMarkedBy: 'staff' });
    expect(mine.applications[0]).not.toHaveProperty('feesMarkReason');
    // Back to what the payments say: the mark and its reason go; the audit keeps both.
    const cleared = await (await post('/admin/change-fee-status', { id, fees: 'Pending', reason: 'Cash was counted twice' })).json();
    expect(cleared.application).toMatchObject({ fees: 'Pending', feesMarkedBy: null, feesMarkReason: null });
    expect((await feeAudits(id)).map((entry) => [JSON.parse(entry.before!).reason, JSON.parse(entry.after!).reason])).toEqual([
      [null, 'Paid in cash at the office, receipt 1042'],
      ['Paid in cash at the office, receipt 1042', 'Cash was counted twice'],
    ]);
  });

  it('refuses a reason that is too long or not text, and changes nothing', async () => {
    const id = apps.raviCare!;
    const before = await db.selectFrom('applications').select(['fee_status_mark', 'fee_status_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    await expectFailure(
      await post('/admin/change-fee-status', { id, fees: 'Paid', reason: 'x'.repeat(201) }),
      400,
      'Keep the reason to 200 characters at most.',
    );
    await expectFailure(await post('/admin/change-fee-status', { id, fees: 'Paid', reason: 42 }), 400, 'The reason must be text.');
    expect(await db.selectFrom('applications').select(['fee_status_mark', 'fee_status_reason']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('a full payment shows Paid by itself; staff can still hold it at Pending', async () => {
    const learner = await signedInStudent({ name: 'Paid Learner' });
    const id = await applyToCourse({ userId: learner.userId, courseId: courses.care, actor: staff });
    await db.updateTable('applications').set({ fees_paid_paise: 35000_00 }).where('id', '=', id).execute();
    const before = (await list('?name=paid%20learner')).applications[0];
    expect(before).toMatchObject({ _id: id, fees: 'Paid', feesMarkedBy: null, feesPaid: 35000 });
    const held = await (await post('/admin/change-fee-status', { id, fees: 'Pending' })).json();
    expect(held.application).toMatchObject({ fees: 'Pending', feesMarkedBy: 'staff', feesPaid: 35000 });
  });

  it('bad input and unknown applications change nothing', async () => {
    const before = await db.selectFrom('applications').select(['id', 'fee_status_mark', 'updated_at']).orderBy('id').execute();
    await expectFailure(await post('/admin/change-fee-status', { id: apps.raviCare, fees: 'Waived' }), 400, 'fees must be Paid or Pending.');
    await expectFailure(await post('/admin/change-fee-status', { fees: 'Paid' }), 400, 'Application id is required.');
    await expectFailure(await post('/admin/change-fee-status', { id: unknownId, fees: 'Paid' }), 404, 'Application not found');
    const after = await db.selectFrom('applications').select(['id', 'fee_status_mark']).orderBy('id').execute();
    expect(after).toEqual(before.map(({ id, fee_status_mark }) => ({ id, fee_status_mark })));
  });
});

describe('POST /admin/reveal-aadhaar', () => {
  it('gives the full number and audits the reveal without the number', async () => {
    const res = await post('/admin/reveal-aadhaar', { userId: students.asha!.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Aadhaar number revealed', aadharNumber: AADHAAR });
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'student.aadhaar-revealed')
      .where('entity_id', '=', students.asha!.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, entity: 'student' });
    const everything = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(AADHAAR);
    expect(everything).not.toContain(AADHAAR.slice(0, 8));
  });

  it('is 404 for a student without a number and for an unknown student; 400 without a userId', async () => {
    await expectFailure(await post('/admin/reveal-aadhaar', { userId: students.ravi!.id }), 404, 'No Aadhaar number is on file for this student.');
    await expectFailure(await post('/admin/reveal-aadhaar', { userId: unknownId }), 404, 'Student not found');
    await expectFailure(await post('/admin/reveal-aadhaar', { user: students.asha!.id }), 400, 'Student id is required.');
  });
});
