import { serializeSigned } from 'hono/utils/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { html, makePdf, makePng, upload } from '../../../tests/document-fixtures';
import { insertCourse } from '../../../tests/enrolment';
import { env } from '~/utils/env.server';
import { getAuthSecret } from '~/utils/secrets.server';
import { signedInStudent } from '../../../tests/student-session';
import { api } from '../api';

// The student calls of spec §7 through the real API, bearer tokens from real better-auth sessions.
const AADHAAR = '234567890124'; // Verhoeff-valid, made up

let courseId: string;
let hiddenCourseId: string;
beforeAll(async () => {
  courseId = await insertCourse(db, { title: 'Diploma in Hospital Administration', description: '<p>x</p>', fees_paise: 4_500_000 });
  hiddenCourseId = await insertCourse(db, { title: 'Hidden course', eligibility: null, visible: 0 });
});

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const postForm = (path: string, form: FormData, headers: Record<string, string> = {}) => api.request(path, { method: 'POST', body: form, headers });
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const profileRow = (userId: string) => db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
const documentRows = (userId: string) => db.selectFrom('documents').select(['kind', 'content_type']).where('user_id', '=', userId).orderBy('kind').execute();

describe('signed out', () => {
  it('every student call answers 401 with a message, and changes nothing', async () => {
    for (const [method, path] of [
      ['GET', '/users/user'],
      ['GET', '/users/applications'],
      ['POST', '/users/apply'],
      ['POST', '/users/update-resume'],
      ['POST', '/users/submit-admission'],
    ]) {
      const answer = await api.request(path!, { method, headers: { authorization: 'Bearer not-a-session' } });
      expect(answer.status, path).toBe(401);
      expect(await answer.json()).toEqual({ success: false, message: 'Authentication error: please log in as a student.' });
    }
  });
});

describe('the admission form', () => {
  it('a first submission needs the consent; without it nothing is stored, not even the files', async () => {
    const { userId, headers } = await signedInStudent();
    const answer = await postForm('/users/submit-admission', form({ firstName: 'Asha', sscDocument: upload(makePdf(), 'ssc.pdf') }), headers);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/privacy notice/);
    expect(await profileRow(userId)).toBeUndefined();
    expect(await documentRows(userId)).toEqual([]);
  });

  it('stores fields and documents, answers the student with private document URLs and the Aadhaar masked', async () => {
    const { userId, headers } = await signedInStudent();
    const answer = await postForm(
      '/users/submit-admission',
      form({
        consent: 'true',
        firstName: 'Asha',
        middleName: 'Ramesh',
        lastName: 'Patil',
        contactNumber: '+91 98765 43210',
        aadharNumber: AADHAAR,
        sscPercentage: '88.4',
        gender: 'Female',
        reference: 'Friend',
        sscDocument: upload(makePdf(), 'ssc.pdf'),
        profilePhoto: upload(await makePng(), 'me.png'),
      }),
      headers,
    );
    expect(answer.status).toBe(200);
    const { user } = await answer.json();
    expect(user.profile).toMatchObject({
      firstName: 'Asha',
      contactNumber: '9876543210',
      aadharNumber: 'XXXX XXXX 0124',
      sscPercentage: 88.4,
      gender: 'Female',
    });
    expect(user.profile.sscDocument).toMatch(/^\/files\/documents\/[\w-]+$/);
    expect(user.profile.profilePhoto).toMatch(/^\/files\/documents\/[\w-]+$/);
    expect(user.profile.hscDocument).toBe('');
    expect(await documentRows(userId)).toEqual([
      { kind: 'profilePhoto', content_type: 'image/png' },
      { kind: 'sscDocument', content_type: 'application/pdf' },
    ]);
    expect(JSON.stringify(await profileRow(userId))).not.toContain(AADHAAR);

    const me = await (await get('/users/user', headers)).json();
    expect(me).toMatchObject({ success: true, user: { _id: userId, profile: { lastName: 'Patil', aadharNumber: 'XXXX XXXX 0124' } } });

    // Later submissions: only what is sent changes, no new consent needed.
    const update = await postForm('/users/submit-admission', form({ city: 'Nagpur' }), headers);
    expect(update.status).toBe(200);
    expect((await update.json()).user.profile).toMatchObject({ city: 'Nagpur', firstName: 'Asha', sscPercentage: 88.4 });
  });

  it('a refused file (HTML renamed .pdf) or an invalid Aadhaar changes nothing, with a clear message', async () => {
    const { userId, headers } = await signedInStudent();
    await postForm('/users/submit-admission', form({ consent: 'true', firstName: 'Ravi' }), headers);
    const renamed = await postForm('/users/submit-admission', form({ city: 'Wardha', hscDocument: upload(html, 'marks.pdf', 'application/pdf') }), headers);
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).message).toMatch(/renaming a file does not change what is inside/);
    const badAadhaar = await postForm('/users/submit-admission', form({ city: 'Wardha', aadharNumber: '234567890123' }), headers);
    expect(badAadhaar.status).toBe(400);
    const stored = await profileRow(userId);
    expect(stored).toMatchObject({ first_name: 'Ravi', city: null, aadhaar_encrypted: null });
    expect(await documentRows(userId)).toEqual([]);
  });

  it('ignores what a student may not set: ids, statuses, fees, prototypes', async () => {
    const { userId, headers } = await signedInStudent();
    const other = await signedInStudent();
    const answer = await postForm(
      '/users/submit-admission',
      form({
        consent: 'true',
        firstName: 'Meera',
        userId: other.userId,
        user_id: other.userId,
        status: 'Accepted',
        fees: 'Paid',
        ['__proto__']: 'x', // a computed key: sent as a form field, not taken as the literal's prototype
        constructor: 'y',
      }),
      headers,
    );
    expect(answer.status).toBe(200);
    const { user } = await answer.json();
    expect(user._id).toBe(userId);
    for (const ignored of ['userId', 'user_id', 'status', 'fees', '__proto__', 'constructor'])
      expect(Object.hasOwn(user.profile, ignored), ignored).toBe(false);
    expect(await profileRow(userId)).toMatchObject({ first_name: 'Meera' });
    expect(await profileRow(other.userId)).toBeUndefined();
    expect(await db.selectFrom('applications').select('id').where('user_id', 'in', [userId, other.userId]).execute()).toEqual([]);
  });

  it('cookie-authenticated writes must come from our own origin', async () => {
    const { token } = await signedInStudent();
    // The portal's cookie as better-auth sets it: the session token signed with the auth secret.
    const cookie = await serializeSigned('student.session_token', token, getAuthSecret());
    const foreign = await postForm('/users/submit-admission', form({ consent: 'true', firstName: 'X' }), { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('This request did not come from our own site. Reload the page and try again.');
    const missing = await postJson('/users/apply', { courseId }, { cookie });
    expect(missing.status).toBe(403);
    const own = await postForm('/users/submit-admission', form({ consent: 'true', firstName: 'X' }), { cookie, origin: new URL(env.APP_URL).origin });
    expect(own.status).toBe(200);
  });
});

describe('applying', () => {
  async function studentWithNames(names: Record<string, string>) {
    const student = await signedInStudent();
    await postForm('/users/submit-admission', form({ consent: 'true', ...names }), student.headers);
    return student;
  }

  it('needs first, middle and last name: "Complete your profile before applying"', async () => {
    const { headers } = await studentWithNames({ firstName: 'Asha', lastName: 'Patil' });
    const answer = await postJson('/users/apply', { courseId }, headers);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, message: 'Complete your profile before applying' });
  });

  it('applies once; the application lists with the course, a long date and Pending fees', async () => {
    const { headers } = await studentWithNames({ firstName: 'Asha', middleName: 'R', lastName: 'Patil' });
    const answer = await postJson('/users/apply', { courseId }, headers);
    expect(answer.status).toBe(201);
    expect((await postJson('/users/apply', { courseId }, headers)).status).toBe(409);
    const { applications } = await (await get('/users/applications', headers)).json();
    expect(applications).toEqual([
      expect.objectContaining({
        courseId: { _id: courseId, title: 'Diploma in Hospital Administration', fees: 45000 },
        status: 'Pending',
        fees: 'Pending',
        feesPaid: 0,
        receiptUrl: '',
        userId: expect.objectContaining({ name: 'Asha R Patil' }),
      }),
    ]);
    expect(new Date(applications[0].date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('two requests at the same instant make one application; the other gets a clear 409', async () => {
    const { userId, headers } = await studentWithNames({ firstName: 'Kiran', middleName: 'S', lastName: 'Rao' });
    const answers = await Promise.all([postJson('/users/apply', { courseId }, headers), postJson('/users/apply', { courseId }, headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(await conflict.json()).toEqual({ success: false, message: 'You have already applied for this course.' });
    expect(await db.selectFrom('applications').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
  });

  it('a hidden or unknown course is not found; bad input is a 400', async () => {
    const { headers } = await studentWithNames({ firstName: 'A', middleName: 'B', lastName: 'C' });
    expect((await postJson('/users/apply', { courseId: hiddenCourseId }, headers)).status).toBe(404);
    expect((await postJson('/users/apply', { courseId: 'nope' }, headers)).status).toBe(404);
    expect((await postJson('/users/apply', {}, headers)).status).toBe(400);
  });

  it('a student sees only their own applications', async () => {
    const owner = await studentWithNames({ firstName: 'A', middleName: 'B', lastName: 'C' });
    await postJson('/users/apply', { courseId }, owner.headers);
    const other = await signedInStudent();
    expect((await (await get('/users/applications', other.headers)).json()).applications).toEqual([]);
  });
});

describe('the resume', () => {
  it('takes a PDF, refuses an image or nothing, with the spec message', async () => {
    const { userId, headers } = await signedInStudent();
    const none = await postForm('/users/update-resume', new FormData(), headers);
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Please select a resume file before saving.');
    expect((await postForm('/users/update-resume', form({ resume: upload(await makePng(), 'cv.pdf') }), headers)).status).toBe(415);
    const saved = await postForm('/users/update-resume', form({ resume: upload(makePdf(), 'cv.pdf') }), headers);
    expect(saved.status).toBe(200);
    const { resume } = await saved.json();
    expect(resume).toMatch(/^\/files\/documents\//);
    expect((await (await get('/users/user', headers)).json()).user.resume).toBe(resume);
    expect(await documentRows(userId)).toEqual([{ kind: 'resume', content_type: 'application/pdf' }]);
  });
});
