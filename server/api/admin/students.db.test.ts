import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { makePdf, makePng } from '../../../tests/document-fixtures';
import { studentAuth } from '~/modules/auth/student-auth.server';
import { createCourseWithImages } from '../../../tests/factories';
import { signedInAdmin } from '../../../tests/admin-session';
import { signedInStudent } from '../../../tests/student-session';
import { api } from '../api';
import { expectFailure, form, type Part, send } from '../../../tests/admin-api-requests';

// Enroll Student, apply on a student's behalf and Edit user profile (spec §7), through the real
// Hono app on a real database and real private storage.
let token = '';
let adminId = '';
let courseId = '';
let otherCourseId = '';
let png: Exclude<Part, string>;
let pdf: Exclude<Part, string>;
beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Students Admin' }));
  courseId = await createCourseWithImages(db, { title: 'Patient Care Assistant', description: '<p>Care</p>', eligibility: 'HSC', fees: 30000 }, 100, 'small');
  otherCourseId = await createCourseWithImages(
    db,
    { title: 'Dialysis Technology', description: '<p>Dialysis</p>', eligibility: 'HSC', fees: null, visible: false },
    50,
    'small',
  );
  png = { bytes: await makePng(), name: 'photo.png', type: 'image/png' };
  pdf = { bytes: makePdf(), name: 'resume.pdf', type: 'application/pdf' };
});

let counter = 0;
const email = (prefix = 'enrolled') => `${prefix}-${++counter}-${Date.now()}@example.org`;
const required = (address = email()) => ({
  name: 'Asha Patil',
  email: address,
  firstName: 'Asha',
  lastName: 'Patil',
  contactNumber: '+91 98765 43210',
  dob: '2004-02-29',
  address: 'Sitabuldi, Nagpur',
});
const createUser = (fields: Record<string, Part | Part[] | undefined>, as = token) => send('/admin/create-user', { token: as, form: form(fields) });
const postRaw = (body: string, type: string, as = token) =>
  api.request('/admin/create-user', { method: 'POST', headers: { token: as, 'content-type': type }, body });
const createUserJson = (body: unknown, as = token) => postRaw(JSON.stringify(body), 'application/json', as);
const userByEmail = (address: string) => db.selectFrom('users').selectAll().where('email', '=', address.toLowerCase()).executeTakeFirst();
const auditOf = (entityId: string) => db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).orderBy('created_at').orderBy('id').execute();
const count = async (table: 'users' | 'profiles' | 'documents' | 'audit_log' | 'applications') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Every stored document file, whoever it belongs to. */
function storedFiles(): string[] {
  const root = join(process.env.DATA_DIR!, 'private', 'documents');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((user) => readdirSync(join(root, user)).map((file) => `${user}/${file}`));
}
async function enrolled(fields: Record<string, Part | Part[] | undefined> = required()) {
  const res = await createUser(fields);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { user: { _id: string } }).user._id;
}
const getUser = async (id: string) => (await (await send(`/admin/getuserbyid/${id}`, { token })).json()).user;

describe('every student call needs an administrator', () => {
  it.each([
    ['POST', '/admin/create-user'],
    ['POST', '/admin/apply-course-for-user'],
    ['GET', '/admin/getuserbyid/some-id'],
    ['PATCH', '/admin/update-user-profile'],
  ])('%s %s: 401 without a token or with a wrong one, 403 with a student session', async (method, path) => {
    const before = await count('audit_log');
    await expectFailure(await api.request(path, { method }), 401, 'Please log in as an administrator.');
    await expectFailure(await api.request(path, { method, headers: { token: 'not-a-session' } }), 401);
    const student = await signedInStudent();
    await expectFailure(await api.request(path, { method, headers: student.headers }), 403, /staff only/);
    // The session's own sign-in entry is the only new one.
    expect(await count('audit_log')).toBe(before + 1);
  });
});

describe('POST /admin/create-user', () => {
  it('enrolls a student with profile, photo, resume and documents; audited; readable by getuserbyid', async () => {
    const address = email('Mixed.Case');
    const res = await createUser({
      ...required(address),
      middleName: 'Ramesh',
      gender: 'Female',
      category: 'OBC',
      maritalStatus: 'Single',
      bloodGroup: 'B+',
      aadharNumber: '2345 6789 0124',
      reference: 'Other',
      otherReference: 'Dr. Kale',
      sscPercentage: '85.5',
      leavingCertificateType: 'HSC',
      city: '',
      image: png,
      resume: pdf,
      sscDocument: pdf,
      aadharFront: { ...png, name: 'front.png' },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'Student enrolled successfully!', user: { _id: expect.any(String) } });
    const id = body.user._id;

    const row = (await userByEmail(address))!;
    expect(row).toMatchObject({ id, name: 'Asha Patil', email: address.toLowerCase() });
    expect([false, 0]).toContain(row.email_verified);
    const user = await getUser(id);
    expect(user).toMatchObject({
      _id: id,
      name: 'Asha Patil',
      email: address.toLowerCase(),
      consent: null,
      resume: expect.stringMatching(/^\/files\/documents\//),
    });
    expect(user.profile).toMatchObject({
      firstName: 'Asha',
      middleName: 'Ramesh',
      lastName: 'Patil',
      contactNumber: '9876543210',
      dob: '2004-02-29',
      address: 'Sitabuldi, Nagpur',
      city: '',
      gender: 'Female',
      category: 'OBC',
      maritalStatus: 'Single',
      bloodGroup: 'B+',
      aadharNumber: 'XXXX XXXX 0124',
      reference: 'Other',
      otherReference: 'Dr. Kale',
      sscPercentage: 85.5,
      hscPercentage: null,
      leavingCertificateType: 'HSC',
      sscDocument: expect.stringMatching(/^\/files\/documents\//),
      aadharFront: expect.stringMatching(/^\/files\/documents\//),
      profilePhoto: expect.stringMatching(/^\/files\/documents\//),
      hscDocument: '',
    });
    expect(JSON.stringify(user)).not.toContain('234567890124');
    const kinds = (await db.selectFrom('documents').select('kind').where('user_id', '=', id).execute()).map((d) => d.kind).sort();
    expect(kinds).toEqual(['aadharFront', 'profilePhoto', 'resume', 'sscDocument']);

    const entries = await auditOf(id);
    // Both entries are written in one millisecond more often than not: their order is not defined.
    expect(entries.map((e) => e.action).sort()).toEqual(['profile.create', 'student.create']);
    for (const entry of entries) expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId });
    expect(JSON.parse(entries.find((e) => e.action === 'student.create')!.after!)).toEqual({
      fields: expect.arrayContaining(['firstName', 'aadharNumber']),
      documents: ['aadharFront', 'profilePhoto', 'resume', 'sscDocument'],
    });
    expect(JSON.stringify(entries)).not.toMatch(/Patil|9876543210|0124/);
  });

  it('accepts the profile as one JSON field (spec §7 body); flat fields win; __proto__ and unknown keys are harmless', async () => {
    const address = email();
    const profile = JSON.stringify({
      firstName: 'Ignored',
      lastName: 'Patil',
      contactNumber: '9876543210',
      dob: '2001-01-15',
      address: 'Nagpur',
      city: 'Wardha',
      role: 'admin',
      ['__proto__']: { isAdmin: true }, // a computed key: sent in the JSON, not taken as the literal's prototype
    });
    const id = await enrolled({ name: 'Meena Patil', email: address, firstName: 'Meena', profile });
    const user = await getUser(id);
    expect(user.profile).toMatchObject({ firstName: 'Meena', lastName: 'Patil', city: 'Wardha' });
    expect(user.profile).not.toHaveProperty('role');
    expect(user.profile).not.toHaveProperty('isAdmin');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('refuses missing required fields with every reason, and stores nothing', async () => {
    const before = { users: await count('users'), files: storedFiles().length };
    const body = await expectFailure(await createUser({ email: 'not-an-email', image: png }), 400);
    for (const reason of [
      'Full name is required.',
      'Enter a valid e-mail address.',
      'First name is required.',
      'Last name is required.',
      'Contact number is required.',
      'Date of birth is required.',
      'Address is required.',
    ]) {
      expect(body.message).toContain(reason);
    }
    await expectFailure(
      await createUser({ ...required(), contactNumber: '12345', aadharNumber: '123456789012', gender: 'Robot' }),
      400,
      /10-digit Indian mobile number.*Choose the gender from the list/s,
    );
    await expectFailure(await createUser({ ...required(), profile: '{not json' }), 400, /profile field must be a JSON object/);
    await expectFailure(await createUser({ ...required(), image: 'https://img.example/photo.png' }), 400, 'Profile photo must be uploaded as a file.');
    await expectFailure(await createUser({ ...required(), image: png, profilePhoto: png }), 400, /profile photo once/);
    await expectFailure(await createUser({ ...required(), resume: [pdf, pdf] }), 400, 'Send one file for Resume.');
    expect(await count('users')).toBe(before.users);
    expect(storedFiles()).toHaveLength(before.files);
  });

  it("enrolls a student from the spec's JSON body (name, email, resume, image, profile), without files", async () => {
    const address = email('Json.Body');
    const { name, email: _email, ...profile } = required(address);
    const res = await createUserJson({
      name,
      email: address,
      resume: null,
      image: null,
      profile: { ...profile, sscPercentage: 85.5, gender: 'Female', aadharNumber: '2345 6789 0124' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'Student enrolled successfully!', user: { _id: expect.any(String) } });
    const id = body.user._id;
    const user = await getUser(id);
    expect(user).toMatchObject({ _id: id, name: 'Asha Patil', email: address.toLowerCase(), image: '', resume: '' });
    expect(user.profile).toMatchObject({
      firstName: 'Asha',
      lastName: 'Patil',
      contactNumber: '9876543210',
      dob: '2004-02-29',
      sscPercentage: 85.5,
      gender: 'Female',
      aadharNumber: 'XXXX XXXX 0124',
      profilePhoto: '',
    });
    expect(await db.selectFrom('documents').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual(['profile.create', 'student.create']);
    // Flat fields beside the profile object win, as in multipart; the fields may also come flat only.
    const flat = await createUserJson({ ...required(), firstName: 'Meena', profile: { firstName: 'Ignored', city: 'Wardha' } });
    expect(flat.status).toBe(201);
    expect((await getUser((await flat.json()).user._id)).profile).toMatchObject({ firstName: 'Meena', city: 'Wardha' });
    // An existing address is refused in JSON as in multipart.
    await expectFailure(await createUserJson(required(address.toUpperCase())), 409, /already exists/);
  });

  it('judges a JSON body with the same rules and messages as the form, and stores nothing when refused', async () => {
    const before = { users: await count('users'), audit: await count('audit_log'), files: storedFiles().length };
    for (const bad of [
      { email: 'not-an-email' },
      { ...required(), contactNumber: '12345', aadharNumber: '123456789012', gender: 'Robot' },
      { ...required(), profile: '{not json' },
      { ...required(), image: 'https://img.example/photo.png' },
    ]) {
      const asForm = await expectFailure(await createUser(bad), 400);
      const asJson = await expectFailure(await createUserJson(bad), 400);
      expect(asJson.message, JSON.stringify(bad)).toBe(asForm.message);
    }
    await expectFailure(await createUserJson({ ...required(), resume: 'https://files.example/cv.pdf' }), 400, 'Resume must be uploaded as a file.');
    await expectFailure(
      await createUserJson({ ...required(), aadharFront: 'https://files.example/front.png' }),
      400,
      'Aadhaar card (front) must be uploaded as a file.',
    );
    await expectFailure(await createUserJson({ ...required(), profile: [1, 2] }), 400, /profile field must be a JSON object/);
    await expectFailure(await createUserJson({ ...required(), firstName: 42 }), 400, 'First name must be text.');
    await expectFailure(await createUserJson([required()]), 400, 'Send the student as a JSON object: {"name": "…", "email": "…", "profile": {…}}.');
    await expectFailure(await createUserJson(null), 400, /Send the student as a JSON object/);
    await expectFailure(await postRaw('{"name": "Asha", "email": ', 'application/json'), 400, 'The request body is not valid JSON.');
    await expectFailure(
      await postRaw(JSON.stringify(required()), 'text/plain'),
      415,
      'Send the student as JSON (Content-Type: application/json), or as multipart/form-data to include files.',
    );
    expect({ users: await count('users'), audit: await count('audit_log'), files: storedFiles().length }).toEqual(before);
  });

  it('refuses an e-mail that already belongs to a student (any case) with 409, leaving the first untouched', async () => {
    const address = email();
    const id = await enrolled(required(address));
    const student = await signedInStudent();
    const before = { users: await count('users'), audit: await count('audit_log') };
    await expectFailure(await createUser({ ...required(address.toUpperCase()), firstName: 'Other' }), 409, /already exists/);
    await expectFailure(await createUser(required(student.email)), 409, /already exists/);
    expect({ users: await count('users'), audit: await count('audit_log') }).toEqual(before);
    expect((await getUser(id)).profile.firstName).toBe('Asha');
  });

  it('leaves no student, profile or file behind when a later file is refused', async () => {
    const address = email();
    const before = {
      users: await count('users'),
      profiles: await count('profiles'),
      documents: await count('documents'),
      audit: await count('audit_log'),
      files: storedFiles().length,
    };
    // The photo is stored first, then the resume (a PNG, not a PDF) is refused.
    await expectFailure(
      await createUser({ ...required(address), image: png, sscDocument: pdf, resume: { ...png, name: 'resume.pdf', type: 'application/pdf' } }),
      415,
      /Resume must be a PDF file/,
    );
    await expectFailure(
      await createUser({ ...required(address), image: { bytes: new TextEncoder().encode('<html>hi</html>'), name: 'x.png', type: 'image/png' } }),
      415,
    );
    expect(await userByEmail(address)).toBeUndefined();
    expect({
      users: await count('users'),
      profiles: await count('profiles'),
      documents: await count('documents'),
      audit: await count('audit_log'),
      files: storedFiles().length,
    }).toEqual(before);
    // The address is free again.
    await enrolled(required(address));
  });

  it('makes an account the student can sign in to with an e-mail code: better-auth finds it by address', async () => {
    const address = email();
    const id = await enrolled(required(address));
    const context = await studentAuth.$context;
    expect((await context.internalAdapter.findUserByEmail(address))?.user.id).toBe(id);
  });
});

describe('POST /admin/apply-course-for-user', () => {
  const apply = (json: unknown, as = token) => send('/admin/apply-course-for-user', { token: as, json });

  it('applies a student to any course (hidden too), audited; a second time is 409', async () => {
    const userId = await enrolled();
    const res = await apply({ userId, courseId });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: 'User successfully applied for the course!', applicationId: expect.any(String) });
    const [entry] = await auditOf(body.applicationId);
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: adminId, action: 'application.create' });
    expect(await db.selectFrom('applications').select(['user_id', 'course_id', 'status']).where('id', '=', body.applicationId).executeTakeFirst()).toEqual({
      user_id: userId,
      course_id: courseId,
      status: 'Pending',
    });

    await expectFailure(await apply({ userId, courseId }), 409, 'This student has already applied for this course.');
    expect((await apply({ userId, courseId: otherCourseId })).status).toBe(201);
  });

  it('404 for an unknown student or course; 400 for missing ids; extra keys ignored', async () => {
    const userId = await enrolled();
    const before = await count('applications');
    await expectFailure(await apply({ userId: 'nobody', courseId }), 404, 'Student not found.');
    await expectFailure(await apply({ userId, courseId: 'nothing' }), 404, 'Course not found.');
    await expectFailure(await apply({ userId }), 400, 'Course id is required.');
    await expectFailure(await apply([]), 400);
    const res = await apply({ userId, courseId, status: 'Accepted', fees_paid_paise: 100000, __proto__: { x: 1 } });
    expect(res.status).toBe(201);
    const { applicationId } = await res.json();
    expect(await db.selectFrom('applications').select(['status', 'fees_paid_paise']).where('id', '=', applicationId).executeTakeFirst()).toMatchObject({
      status: 'Pending',
    });
    expect(
      Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise),
    ).toBe(0);
    expect(await count('applications')).toBe(before + 1);
  });
});

describe('GET /admin/getuserbyid/{id}', () => {
  it('answers the student, profile null before any profile; 404 for an unknown id', async () => {
    const student = await signedInStudent({ name: 'Ravi' });
    const res = await send(`/admin/getuserbyid/${student.userId}`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'User fetched successfully',
      user: { _id: student.userId, name: 'Ravi', email: student.email, image: '', resume: '', profile: null, consent: null },
    });
    await expectFailure(await send('/admin/getuserbyid/unknown-student', { token }), 404, 'Student not found');
  });
});

describe('PATCH /admin/update-user-profile', () => {
  const patch = (json: unknown) => send('/admin/update-user-profile', { method: 'PATCH', token, json });

  it('changes only the fields sent, audited with field names; Aadhaar takes a new full number', async () => {
    const userId = await enrolled({ ...required(), city: 'Nagpur', aadharNumber: '234567890124' });
    const res = await patch({ userId, updatedProfile: { lastName: 'Deshmukh', city: '', aadharNumber: '3456 7890 1238', hscPercentage: '72.25' } });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    expect(body.user.profile).toMatchObject({ firstName: 'Asha', lastName: 'Deshmukh', city: 'Nagpur', aadharNumber: 'XXXX XXXX 1238', hscPercentage: 72.25 });
    const entries = await auditOf(userId);
    expect(entries.at(-1)).toMatchObject({ action: 'profile.update', actor_type: 'admin', actor_id: adminId });
    expect(JSON.parse(entries.at(-1)!.after!)).toEqual({ fields: ['aadharNumber', 'hscPercentage', 'lastName'] });
  });

  it('ignores documents, account fields and other keys (mass assignment); nothing else is 400', async () => {
    const userId = await enrolled({ ...required(), image: png });
    const before = await getUser(userId);
    const res = await patch({
      userId,
      updatedProfile: {
        firstName: 'Asha',
        profilePhoto: '/files/documents/someone-else',
        resume: 'x',
        email: 'evil@example.org',
        name: 'Evil',
        role: 'admin',
        status: 'Accepted',
        fees: 0,
        consent_at: 1,
        ['__proto__']: { polluted: true }, // a computed key: sent in the JSON, not taken as the literal's prototype
      },
    });
    expect(res.status).toBe(200);
    const after = await getUser(userId);
    expect(after).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('polluted');
    await expectFailure(await patch({ userId, updatedProfile: { role: 'admin' } }), 400, /Nothing to update/);
  });

  it('400 for invalid values with clear messages, 400 for a missing body part, 404 for an unknown student', async () => {
    const userId = await enrolled();
    await expectFailure(
      await patch({ userId, updatedProfile: { dob: '2004-02-30', zipCode: '12', aadharNumber: 'XXXX XXXX 0124' } }),
      400,
      /does not exist.*6-digit PIN code/s,
    );
    await expectFailure(await patch({ userId }), 400, /updatedProfile/);
    await expectFailure(await patch({ updatedProfile: { firstName: 'A' } }), 400, 'Student id is required.');
    await expectFailure(await patch({ userId: 'nobody', updatedProfile: { firstName: 'A' } }), 404, 'Student not found');
  });
});

describe('OpenAPI', () => {
  it('documents the four calls with the token header, and create-user as JSON or multipart', async () => {
    const doc = await (await api.request('/openapi.json')).json();
    const ops = [
      doc.paths['/admin/create-user'].post,
      doc.paths['/admin/apply-course-for-user'].post,
      doc.paths['/admin/getuserbyid/{id}'].get,
      doc.paths['/admin/update-user-profile'].patch,
    ];
    for (const op of ops) expect(op.parameters.some((p: { name: string; in: string }) => p.name === 'token' && p.in === 'header')).toBe(true);
    const content = doc.paths['/admin/create-user'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json'].schema.$ref).toBe('#/components/schemas/CreateUserJson');
    const body = doc.components.schemas.CreateUserJson.properties;
    expect(body.profile).toMatchObject({ type: 'object' });
    expect(body.resume).toMatchObject({ type: 'null' });
    expect(body.image).toMatchObject({ type: 'null' });
    const form = doc.components.schemas.CreateUserForm.properties;
    expect(form.resume).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.aadharBack).toMatchObject({ format: 'binary' });
    expect(form.firstName.description).toBe('First name (required)');
  });
});
