import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { applyInput } from '~/modules/applications/applications.schemas';
import { findStudentApplications } from '~/modules/applications/find-student-applications.server';
import { REJECTION_REASONS, REVIEW_STATUSES } from '~/modules/documents/document-reviews.schemas';
import { DOCUMENT_KINDS } from '~/modules/documents/documents.schemas';
import { findDocumentStatus } from '~/modules/documents/find-document-status.server';
import { getStudent } from '~/modules/students/get-student.server';
import { DOCUMENT_FIELDS, PROFILE_FIELDS } from '~/modules/students/profile.schemas';
import { submitAdmission, updateResume } from '~/modules/students/submit-admission.server';
import { done, failureResponse, formBody, json, jsonBody, signedOut, studentBearer } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { studentApplication, studentUser } from '../record-schemas';
import { requireStudent, type StudentVariables } from './require-student';

// Student calls of spec §7: `Authorization: Bearer <token>` (from sign-in's set-auth-token header)
// or the portal's session cookie. Each student reaches only their own records.
const TAGS = ['Student'];
const badInput = { 400: failureResponse('Invalid input, with a sentence saying what to fix') };

// A file part of the form. Loose on purpose: the domain function decides what is a file and says in
// a sentence what is wrong with one (a schema here would answer in zod's words).
const fileField = z.unknown().optional().openapi({ type: 'string', format: 'binary' });
const admissionForm = z
  .object({
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.string().optional()])),
    ...Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, fileField])),
    consent: z.string().optional().openapi({ description: "'true' once the student agrees to the privacy notice; required until they have" }),
  })
  .openapi('AdmissionForm');

// Each uploaded document's review (issue 23 point 5): the reason is a code of the short list, the
// note staff's own words; both null unless rejected.
const documentStatus = z
  .partialRecord(
    z.enum(DOCUMENT_KINDS),
    z.object({ status: z.enum(REVIEW_STATUSES), reason: z.enum(REJECTION_REASONS).nullable(), note: z.string().nullable() }),
  )
  .openapi('DocumentStatus', { description: 'Only documents the student has uploaded are present' });

export const studentApi = createRouter<StudentVariables>();

studentApi.openapi(
  createRoute({
    method: 'get',
    path: '/users/user',
    tags: TAGS,
    summary: 'The signed-in student with their profile (Aadhaar masked, documents as private URLs)',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer },
    responses: {
      200: json(
        z.object({ success: z.literal(true), message: z.string(), user: studentUser, documentStatus }),
        'The student, with the review of each uploaded document',
      ),
      ...signedOut,
    },
  }),
  async (c) => {
    const { userId } = c.get('student');
    const [user, status] = await Promise.all([getStudent({ userId }), findDocumentStatus({ userId })]);
    return c.json({ success: true as const, message: 'User found.', user, documentStatus: status }, 200);
  },
);

studentApi.openapi(
  createRoute({
    method: 'get',
    path: '/users/applications',
    tags: TAGS,
    summary: "The student's applications, newest first, with the fee status derived from what was paid",
    middleware: [requireStudent] as const,
    request: { headers: studentBearer },
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.string(), applications: z.array(studentApplication) }), 'Applications'),
      ...signedOut,
    },
  }),
  async (c) =>
    c.json({ success: true as const, message: 'Applications found.', applications: await findStudentApplications({ userId: c.get('student').userId }) }, 200),
);

studentApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/apply',
    tags: TAGS,
    summary: 'Apply to a course (needs first, middle and last name on the profile)',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer, ...jsonBody(applyInput) },
    responses: {
      201: json(done.extend({ applicationId: z.string() }), 'Applied'),
      ...badInput,
      ...signedOut,
      404: failureResponse('No such visible course'),
      409: failureResponse('Already applied to this course'),
    },
  }),
  async (c) => {
    const { courseId } = c.req.valid('json');
    const student = c.get('student');
    const applicationId = await applyToCourse({ userId: student.userId, courseId, actor: { type: 'student', id: student.userId } });
    return c.json({ success: true as const, message: 'Applied successfully!', applicationId }, 201);
  },
);

studentApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/update-resume',
    tags: TAGS,
    summary: 'Upload or replace the resume (PDF, 10 MB at most)',
    middleware: [requireStudent, multipartOnly('the resume')] as const,
    request: { headers: studentBearer, ...formBody(z.object({ resume: fileField })) },
    responses: {
      200: json(done.extend({ resume: z.string() }), 'Resume updated, with its private URL'),
      ...badInput,
      ...signedOut,
      413: failureResponse('Over 10 MB'),
      415: failureResponse('Not a PDF (checked from the bytes, not the name)'),
    },
  }),
  async (c) => {
    const url = await updateResume({ userId: c.get('student').userId, file: c.req.valid('form').resume });
    return c.json({ success: true as const, message: 'Resume updated successfully!', resume: url }, 200);
  },
);

studentApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/submit-admission',
    tags: TAGS,
    summary: 'Submit or update the admission form: only the fields and files sent change',
    description:
      `Files: ${DOCUMENT_FIELDS.join(', ')} (PDF, JPEG, PNG or WebP; images 5 MB, PDFs 10 MB; ` +
      'profilePhoto images only). The first submission needs consent=true.',
    middleware: [requireStudent, multipartOnly('the admission form')] as const,
    request: { headers: studentBearer, ...formBody(admissionForm) },
    responses: {
      200: json(done.extend({ user: studentUser }), 'Form submitted successfully! With the student, documents as private URLs'),
      ...badInput,
      ...signedOut,
      413: failureResponse('A file over its limit'),
      415: failureResponse('A file that is not a PDF or an image it may be'),
    },
  }),
  async (c) => {
    const user = await submitAdmission({ userId: c.get('student').userId, input: c.req.valid('form') });
    return c.json({ success: true as const, message: 'Form submitted successfully!', user }, 200);
  },
);
