import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { ALREADY_APPLIED_FOR_STUDENT } from '~/modules/applications/application-texts';
import { applyForStudentInput } from '~/modules/applications/applications.schemas';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { DOCUMENT_LABELS } from '~/modules/documents/documents.schemas';
import { readCreateStudentForm, readCreateStudentJson } from '~/modules/students/create-student-form.server';
import { createStudent, EMAIL_TAKEN } from '~/modules/students/create-student.server';
import { getStudent } from '~/modules/students/get-student.server';
import { DOCUMENT_FIELDS, enrollStudentInput, PROFILE_FIELD_LABELS, PROFILE_FIELDS, profileUpdateInput } from '~/modules/students/profile.schemas';
import { editStudentProfile } from '~/modules/students/edit-student-profile.server';
import { badInput, done, failureResponse, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { isJsonRequest, jsonOrMultipartOnly } from '../request-guards';
import { recordId } from '~/utils/record-id';
import { studentUser } from '../record-schemas';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff: students — Enroll Student, applying on a student's behalf, Edit user profile (spec §2, §7).
// The rules live in app/modules/students; this file parses, authorises, calls and answers.
const TAGS = ['Admin: students'];
const notFound = (what: string) => ({ 404: failureResponse(what) });

// Only for the documentation: the body is read by readCreateStudentForm or readCreateStudentJson
// and judged by enrollStudentInput, which say in sentences what is wrong (a schema here would
// answer in zod's words).
const part = (description: string, binary = false) =>
  z
    .unknown()
    .optional()
    .openapi({ type: 'string', ...(binary ? { format: 'binary' } : {}), description });
const REQUIRED_PROFILE_FIELDS: readonly string[] = ['firstName', 'lastName', 'contactNumber', 'dob', 'address'];
const profileParts = Object.fromEntries(
  PROFILE_FIELDS.map((field) => [field, part(`${PROFILE_FIELD_LABELS[field]}${REQUIRED_PROFILE_FIELDS.includes(field) ? ' (required)' : ''}`)]),
);
const createUserForm = z
  .object({
    name: part('Full name (required)'),
    email: part('E-mail address (required); the student signs in with a code sent to it'),
    profile: part('Optional: the profile fields as one JSON object, instead of (or beside) flat fields; flat fields win'),
    ...profileParts,
    image: part('Profile photo: JPEG, PNG or WebP, 5 MB (same as profilePhoto; send one of them)', true),
    resume: part('Resume: PDF, 10 MB', true),
    ...Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, part(`${DOCUMENT_LABELS[field]}: PDF or image`, true)])),
  })
  .openapi('CreateUserForm');
const noFile = (label: string) =>
  z
    .unknown()
    .optional()
    .openapi({ type: 'null', description: `${label}: files travel only in multipart/form-data; leave out, or null` });
// Loose: keys it does not name (the document fields) reach readCreateStudentJson, which refuses a
// file field that is not empty instead of dropping it unnoticed.
const createUserJson = z
  .looseObject(
    {
      name: part('Full name (required)'),
      email: part('E-mail address (required); the student signs in with a code sent to it'),
      profile: z
        .unknown()
        .optional()
        .openapi({ type: 'object', description: 'The profile fields (spec §3 names) as one object, instead of (or beside) flat fields; flat fields win' }),
      ...profileParts,
      image: noFile('Profile photo'),
      resume: noFile('Resume'),
    },
    { error: 'Send the student as a JSON object: {"name": "…", "email": "…", "profile": {…}}.' },
  )
  .openapi('CreateUserJson');

const updateProfileBody = z
  .object(
    {
      userId: recordId('Student'),
      updatedProfile: z
        .record(z.string(), z.unknown(), { error: 'Send the changes as updatedProfile: an object of profile fields.' })
        .openapi({ description: 'Profile fields to change (spec §3 names); blank = unchanged; anything else (documents, role, status, fees) is ignored' }),
    },
    { error: 'Send {"userId": "…", "updatedProfile": {…}} as JSON.' },
  )
  .openapi('UpdateUserProfile');

const messagesOf = (issues: { message: string }[]) => issues.map((issue) => issue.message).join(' ');

export const adminStudentsApi = createRouter<AdminVariables>();

adminStudentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/create-user',
    tags: TAGS,
    summary: 'Enroll a student: account, profile and documents in one request',
    description:
      'JSON (spec §7 body: name, email, profile; no files) or multipart/form-data (the same fields, plus ' +
      'the photo, resume and documents as files), validated alike. Files are stored in our own private ' +
      'storage. All or nothing: when any field or file is refused, no student, profile or file is left ' +
      'behind. The student signs in later with an e-mail code to the same address.',
    middleware: [requireStaff('admissions'), jsonOrMultipartOnly('the student')] as const,
    request: {
      headers: tokenHeader,
      body: { content: { 'application/json': { schema: createUserJson }, 'multipart/form-data': { schema: createUserForm } }, required: true },
    },
    responses: {
      201: json(done.extend({ user: z.object({ _id: z.string() }) }), "Student enrolled (with the new student's id)"),
      ...badInput,
      ...unauthorized,
      409: failureResponse(EMAIL_TAKEN),
      413: failureResponse('A file over its limit (images 5 MB, PDFs 10 MB), a multipart request over 40 MB or a JSON body over 64 KB'),
      415: failureResponse(
        'A file that is not what its slot accepts (photo: image; resume: PDF; documents: PDF or image), or a body that is neither JSON nor multipart/form-data',
      ),
    },
  }),
  async (c) => {
    const { fields, files } = isJsonRequest(c) ? readCreateStudentJson(c.req.valid('json')) : readCreateStudentForm(c.req.valid('form'));
    const parsed = enrollStudentInput.safeParse(fields);
    if (!parsed.success) return c.json({ success: false as const, message: messagesOf(parsed.error.issues) }, 400);
    const id = await createStudent({ input: parsed.data, files, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Student enrolled successfully!', user: { _id: id } }, 201);
  },
);

adminStudentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/apply-course-for-user',
    tags: TAGS,
    summary: "Apply a student to a course on the student's behalf",
    description:
      'Any course, hidden ones included, and no profile check: staff decide. One application per student and course. ' +
      "Outside the course's admission window only the owner may apply a student, giving outsideWindowReason.",
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(applyForStudentInput) },
    responses: {
      201: json(done.extend({ applicationId: z.string() }), 'User successfully applied for the course!'),
      ...badInput,
      ...unauthorized,
      ...notFound('Student not found. / Course not found.'),
      403: failureResponse("Outside the course's admission window, for a role other than the owner"),
      409: failureResponse(`${ALREADY_APPLIED_FOR_STUDENT} / Outside the course's admission window without a reason`),
    },
  }),
  async (c) => {
    const { userId, courseId, outsideWindowReason } = c.req.valid('json');
    const applicationId = await applyToCourse({ userId, courseId, actor: actorOf(c), staffRole: c.get('admin').role, outsideWindowReason });
    return c.json({ success: true as const, message: 'User successfully applied for the course!', applicationId }, 201);
  },
);

adminStudentsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/getuserbyid/{id}',
    tags: TAGS,
    summary: 'A student with their profile (Aadhaar masked) and document links',
    middleware: [requireStaff('applications')] as const,
    request: { headers: tokenHeader, params: z.object({ id: recordId('Student').openapi({ param: { name: 'id', in: 'path' } }) }) },
    responses: { 200: json(done.extend({ user: studentUser }), 'The student'), ...unauthorized, ...notFound('Student not found') },
  }),
  async (c) => {
    const user = await getStudent({ userId: c.req.valid('param').id });
    return c.json({ success: true as const, user, message: 'User fetched successfully' }, 200);
  },
);

adminStudentsApi.openapi(
  createRoute({
    method: 'patch',
    path: '/admin/update-user-profile',
    tags: TAGS,
    summary: "Change fields of a student's profile (Edit user profile)",
    description:
      'Only the profile fields sent change; blank values mean unchanged. Documents, account fields and ' +
      'anything else in updatedProfile are ignored. aadharNumber takes a new full number (the stored one is ' +
      'never shown).',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(updateProfileBody) },
    responses: {
      200: json(done.extend({ user: studentUser }), 'Profile updated successfully!'),
      ...badInput,
      ...unauthorized,
      ...notFound('Student not found'),
    },
  }),
  async (c) => {
    const { userId, updatedProfile } = c.req.valid('json');
    const parsed = profileUpdateInput.safeParse(updatedProfile);
    if (!parsed.success) return c.json({ success: false as const, message: messagesOf(parsed.error.issues) }, 400);
    await editStudentProfile({ userId, changes: parsed.data, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Profile updated successfully!', user: await getStudent({ userId }) }, 200);
  },
);
