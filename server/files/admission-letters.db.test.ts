import { Hono } from 'hono';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { CODE_ALPHABET, printedLetterCode } from '~/modules/admission-letters/letter-code';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { updateCourse } from '~/modules/courses/update-course.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { eraseStudent } from '~/modules/students/erase-student.server';
import { requestErasure } from '~/modules/students/request-erasure.server';
import type { Locale } from '~/modules/i18n/locales';
import { newId } from '~/utils/ids';
import { loader as appliedCoursesLoader } from '../../app/routes/portal/applications';
import { loader as verifyLoader } from '../../app/routes/_site/verify-letter';
import { signedInAdmin } from '../../tests/admin-session';
import { insertApplication } from '../../tests/enrolment';
import { pdfText } from '../../tests/pdf-tools';
import { signedInStudent } from '../../tests/student-session';
import { admissionLetterFiles } from './admission-letters.routes';

// Admission letters (issue 23 point 6, decision 047) through the real download route and the real
// verification page's loader, on both databases.
const files = new Hono().route('/files', admissionLetterFiles());
const download = (applicationId: string, headers: Record<string, string> = {}) => files.request(`/files/admission-letters/${applicationId}`, { headers });
const squash = (pdf: ArrayBuffer) => pdfText(new Uint8Array(pdf)).replace(/[ \t]+/g, ' ');
const lettersOf = (applicationId: string) => db.selectFrom('admission_letters').selectAll().where('application_id', '=', applicationId).execute();
const issuesOf = (applicationId: string) =>
  db.selectFrom('audit_log').selectAll().where('entity_id', '=', applicationId).where('action', '=', 'application.admission-letter').execute();

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
const inLocale = (locale: Locale) => {
  const context = new RouterContextProvider();
  context.set(localeRouterContext, locale);
  return context;
};
type Verified = { texts: Record<string, string>; letter: Record<string, unknown> };
const verify = (code: string, locale: Locale = 'en') =>
  (verifyLoader as Handler)({ request: new Request(`http://localhost/verify/${code}`), params: { code }, context: inLocale(locale) }) as Promise<Verified>;

const ACCEPTED_ON = Date.parse('2026-06-18T16:00:00+05:30');
let staff: Awaited<ReturnType<typeof signedInAdmin>>;
let courseId = '';

beforeAll(async () => {
  staff = await signedInAdmin({ name: 'Admissions Desk' });
  courseId = await createCourse({
    course: {
      title: 'Diploma in Dialysis Technology',
      description: '',
      images: [],
      fees: 125_000,
      instalments: [
        { amountPaise: 50_000_00, dueDate: '2026-07-01' },
        { amountPaise: 75_000_00, dueDate: '2026-10-01' },
      ],
      reportingOn: '2026-07-06',
    },
    actor: { type: 'admin', id: staff.admin.id },
  });
});

/** A signed-in student with an admission form (name, category) and a student number, and an application to the course. */
async function applicant({ category = 'OBC', status = 'Accepted' as 'Accepted' | 'Pending', course = courseId } = {}) {
  const student = await signedInStudent({ name: 'asha' });
  const studentNumber = `NIHM-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await db.updateTable('users').set({ student_number: studentNumber }).where('id', '=', student.userId).execute();
  const now = Date.now();
  await db
    .insertInto('profiles')
    .values({ user_id: student.userId, first_name: 'Asha', last_name: 'Patil', category, created_at: now, updated_at: now })
    .execute();
  const applicationId = await insertApplication(db, { userId: student.userId, courseId: course, now: ACCEPTED_ON - 86_400_000 });
  if (status === 'Accepted') await decideApplication({ id: applicationId, status: 'Accepted', actor: { type: 'admin', id: staff.admin.id }, now: ACCEPTED_ON });
  return { student, studentNumber, applicationId };
}

describe('GET /files/admission-letters/{application}', () => {
  it('issues the student’s letter once, audited, with a unique code, and gives the same PDF every time to the student and to staff', async () => {
    const { student, studentNumber, applicationId } = await applicant();
    const first = await download(applicationId, student.headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const [letter, ...more] = await lettersOf(applicationId);
    expect(more).toEqual([]);
    expect(letter!.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{12}$`));
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="Admission-Letter-${printedLetterCode(letter!.code)}.pdf"`);
    const bytes = Buffer.from(await first.arrayBuffer());

    const text = squash(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    for (const expected of [
      `Verification code ${printedLetterCode(letter!.code)}`,
      'Student Asha Patil',
      `Student number ${studentNumber}`,
      'Course Diploma in Dialysis Technology',
      'Category OBC',
      'Date of admission 18 Jun 2026',
      'Reporting date 6 Jul 2026',
      'Course fee ₹1,25,000.00',
      '1 1 Jul 2026 ₹50,000.00',
      '2 1 Oct 2026 ₹75,000.00',
      `/verify/${letter!.code}`,
    ])
      expect(text).toContain(expected);

    for (const headers of [student.headers, { token: staff.token }]) {
      const again = await download(applicationId, headers);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await lettersOf(applicationId)).toHaveLength(1);
    const issued = await issuesOf(applicationId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ actor_type: 'student', actor_id: student.userId, entity: 'application' });
    expect(JSON.parse(issued[0]!.after!)).toMatchObject({ code: letter!.code, course: 'Diploma in Dialysis Technology', category: 'OBC', fees: 125_000 });
  });

  it('keeps the facts it was issued with when the course changes afterwards', async () => {
    const own = await createCourse({
      course: { title: 'Lab Technician', description: '', images: [], fees: 40_000 },
      actor: { type: 'admin', id: staff.admin.id },
    });
    const { student, applicationId } = await applicant({ course: own, category: 'Open' });
    const before = Buffer.from(await (await download(applicationId, { token: staff.token })).arrayBuffer());
    await updateCourse({ id: own, changes: { title: 'Lab Technician (MLT)', reportingOn: '2026-08-01' }, actor: { type: 'admin', id: staff.admin.id } });
    const after = Buffer.from(await (await download(applicationId, student.headers)).arrayBuffer());
    expect(after.equals(before)).toBe(true);
    const text = pdfText(after).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Course Lab Technician\n');
    expect(text).toContain('Reporting date The institute will tell you the reporting date.');
    expect(text).toContain('Category Open');
    // Issued by staff: the audit says who.
    expect((await issuesOf(applicationId))[0]).toMatchObject({ actor_type: 'admin', actor_id: staff.admin.id });
  });

  it('gives every letter its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { student, applicationId } = await applicant();
      expect((await download(applicationId, student.headers)).status).toBe(200);
      codes.add((await lettersOf(applicationId))[0]!.code);
    }
    expect(codes.size).toBe(4);
  });

  it('is 404 for another student, nobody, an unknown or malformed id; 409 for a Pending application; 403 for staff who do not see applications', async () => {
    const { applicationId } = await applicant();
    const pending = await applicant({ status: 'Pending' });
    const other = await signedInStudent();
    for (const [id, headers] of [
      [applicationId, other.headers],
      [applicationId, {}],
      [applicationId, { authorization: 'Bearer not-a-session' }],
      [newId(), pending.student.headers],
      ['not-an-id', { token: staff.token }],
    ] as const) {
      const answer = await download(id, headers);
      expect(answer.status, `${id} ${JSON.stringify(headers)}`).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ success: false, message: 'Admission letter not found.' });
    }
    for (const headers of [pending.student.headers, { token: staff.token }]) {
      const answer = await download(pending.applicationId, headers);
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ success: false, message: 'An admission letter is given only for an Accepted application.' });
    }
    const content = await signedInAdmin({ role: 'content' });
    const refused = await download(applicationId, { token: content.token });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/^Your role \(Content\) does not include/);
    expect(await lettersOf(applicationId)).toEqual([]);
    expect(await lettersOf(pending.applicationId)).toEqual([]);
    expect(await issuesOf(pending.applicationId)).toEqual([]);
  });
});

describe('GET /verify/{code}', () => {
  it('confirms the letter with the name, course and date of admission, and nothing else', async () => {
    const { student, studentNumber, applicationId } = await applicant({ category: 'SC' });
    await download(applicationId, student.headers);
    const { code } = (await lettersOf(applicationId))[0]!;
    const page = await verify(code);
    expect(page.letter).toEqual({
      code: printedLetterCode(code),
      path: `/verify/${code}`,
      institute: expect.any(String),
      studentName: 'Asha Patil',
      course: 'Diploma in Dialysis Technology',
      admittedOn: '18 June 2026',
      issuedOn: expect.any(String),
      inForce: true,
    });
    expect(page.texts.genuine).toBe('This admission letter is genuine.');
    // Nothing personal beyond the name: no student number, e-mail, category, fee or ids.
    const sent = JSON.stringify(page);
    for (const secret of [studentNumber, student.email, student.userId, applicationId, '"SC"', '125000', '1,25,000']) expect(sent).not.toContain(secret);

    // As typed from paper: lower case, with dashes; and in Hindi.
    expect((await verify(printedLetterCode(code).toLowerCase())).letter.studentName).toBe('Asha Patil');
    const hindi = await verify(code, 'hi');
    expect(hindi.texts.genuine).toBe('यह प्रवेश पत्र असली है।');
    expect(hindi.letter.admittedOn).toBe('18 जून 2026');
  });

  it('says a letter whose admission no longer stands is genuine but no longer in force', async () => {
    const { student, applicationId } = await applicant();
    await download(applicationId, student.headers);
    const { code } = (await lettersOf(applicationId))[0]!;
    await db.updateTable('applications').set({ status: 'Rejected' }).where('id', '=', applicationId).execute();
    expect((await verify(code)).letter.inForce).toBe(false);
    expect((await download(applicationId, student.headers)).status).toBe(409);
  });

  it('forgets a letter whose student was erased, even when the application is kept for its payment', async () => {
    const { student, applicationId } = await applicant();
    await download(applicationId, student.headers);
    const { code } = (await lettersOf(applicationId))[0]!;
    // A payment on the ledger, written straight to the table (as the data-rights suite does): the application is kept by law.
    await db
      .insertInto('payments')
      .values({
        id: newId(),
        application_id: applicationId,
        student_id: student.userId,
        kind: 'payment',
        source: 'staff',
        gateway: null,
        method: 'cash',
        currency: 'INR',
        gateway_order_id: null,
        gateway_payment_id: null,
        gateway_refund_id: null,
        amount_paise: 10_000_00,
        status: 'recorded',
        receipt_number: null,
        note: null,
        created_by: `admin:${staff.admin.id}`,
        created_at: Date.now(),
      })
      .execute();
    await requestErasure({ userId: student.userId });
    await eraseStudent({ userId: student.userId, adminId: staff.admin.id });
    expect(await db.selectFrom('applications').select('id').where('id', '=', applicationId).execute()).toHaveLength(1);
    expect(await lettersOf(applicationId)).toEqual([]);
    expect(await verify(code).catch((thrown: unknown) => thrown)).toMatchObject({ init: { status: 404 } });
  });

  it('is the 404 page, saying no letter has the code, for an unknown or malformed code, in the page’s language', async () => {
    for (const [code, locale, title] of [
      ['K7QM3XPA9TWD', 'en', 'No admission letter has this code'],
      ['not a code', 'en', 'No admission letter has this code'],
      ['K7QM3XPA9TWD', 'mr', 'या कोडचे कोणतेही प्रवेशपत्र नाही'],
    ] as const) {
      const refused = await verify(code, locale).catch((thrown: unknown) => thrown);
      expect(refused).toMatchObject({ init: { status: 404 }, data: { title } });
    }
  });
});

describe('Applied Courses', () => {
  it('gives an Accepted application’s page the admission letter’s link texts, in the student’s language', async () => {
    const { student, applicationId } = await applicant();
    const loaded = (await (appliedCoursesLoader as Handler)({
      request: new Request('http://localhost/mr/applications', { headers: student.headers }),
      params: {},
      context: inLocale('mr'),
    })) as { applications: Array<{ _id: string; status: string }>; texts: { admissionLetter: { link: string; label: string } } };
    expect(loaded.applications.find((application) => application._id === applicationId)?.status).toBe('Accepted');
    expect(loaded.texts.admissionLetter).toEqual({ link: 'प्रवेशपत्र', label: '{course} चे प्रवेशपत्र डाउनलोड करा (PDF)' });
  });
});
