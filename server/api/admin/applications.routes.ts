import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import {
  APPLICATION_STATUSES,
  changeApplicationCourseInput,
  changeFeeStatusInput,
  decideApplicationInput,
  DECISIONS,
  FEE_STATUSES,
} from '~/modules/applications/applications.schemas';
import { changeFeeStatus } from '~/modules/applications/change-fee-status.server';
import { changeApplicationCourse } from '~/modules/applications/change-application-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { APPLICANTS_PAGE_SIZE_MAX, findApplicants } from '~/modules/applications/find-applicants.server';
import { OFFER_FILTERS } from '~/modules/applications/offer-filters';
import { nameSearchQuery } from '~/modules/students/student-search.schemas';
import { generateFeeStatement } from '~/modules/receipts/generate-fee-statement.server';
import { generateReceiptInput, RECEIPT_GENERATED, RECEIPT_ONLY_FOR_ACCEPTED } from '~/modules/receipts/receipts.schemas';
import { REVIEW_STATUSES } from '~/modules/documents/document-reviews.schemas';
import { revealAadhaar } from '~/modules/students/get-student.server';
import { CATEGORIES, revealAadhaarInput } from '~/modules/students/profile.schemas';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { application, staffApplication } from '../record-schemas';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff: View Applications (spec §2, §7) — applicants, decisions, course changes, Aadhaar reveal.
const TAGS = ['Admin: applications'];

const wholeNumber = (label: string, min: number, max?: number) => {
  const message = max ? `${label} must be a whole number from ${min} to ${max}.` : `${label} must be a whole number of at least ${min}.`;
  const base = z.coerce.number({ error: message }).int(message).min(min, message);
  return max ? base.max(max, message) : base;
};
const applicantsQuery = z.object({
  page: wholeNumber('page', 1).default(1),
  pageSize: wholeNumber('pageSize', 1, APPLICANTS_PAGE_SIZE_MAX).default(APPLICANTS_PAGE_SIZE_MAX),
  name: nameSearchQuery,
  status: z
    .enum(APPLICATION_STATUSES, { error: 'status must be Pending, Accepted or Rejected.' })
    .optional()
    .openapi({ description: 'Only applications with this status' }),
  fees: z
    .enum(FEE_STATUSES, { error: 'fees must be Paid or Pending.' })
    .optional()
    .openapi({ description: "Only applications with this fee status (staff's mark, else derived from the payments)" }),
  category: z
    .enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}.` })
    .optional()
    .openapi({ description: "Only applications of students of this category (their admission form's)" }),
  documents: z.enum(REVIEW_STATUSES, { error: 'documents must be pending, verified or rejected.' }).optional().openapi({
    description: 'Only students with a document awaiting verification (pending), a rejected one, or all verified (verified: one or more uploaded)',
  }),
  offer: z
    .enum(OFFER_FILTERS, { error: `offer must be one of ${OFFER_FILTERS.join(', ')}.` })
    .optional()
    .openapi({ description: 'Only applications whose merit-round offer is open (offered), accepted, declined or lapsed, or waitlisted and never offered' }),
});

export const adminApplicationsApi = createRouter<AdminVariables>();

adminApplicationsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/applicants',
    tags: TAGS,
    summary: 'Applications with their student and course, newest first (View Applications)',
    description:
      `Only applications that have both a student and a course. Paged on the server: \`page\` (default 1) ` +
      `and \`pageSize\` (default and at most ${APPLICANTS_PAGE_SIZE_MAX}); a page past the end answers the ` +
      `last page. \`name\`, \`status\`, \`fees\`, \`category\`, \`documents\` and \`offer\` narrow the list, together.`,
    middleware: [requireStaff('applications')] as const,
    request: { headers: tokenHeader, query: applicantsQuery },
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          message: z.string(),
          applications: z.array(staffApplication),
          page: z.number().int(),
          pageSize: z.number().int(),
          total: z.number().int(),
          pageCount: z.number().int(),
        }),
        'One page of applications',
      ),
      ...badInput,
      ...unauthorized,
      ...forbidden,
    },
  }),
  async (c) => {
    const { applications, ...result } = await findApplicants(c.req.valid('query'));
    // The spec §3 shape: the receipt count is the dashboard's column, not a field of the record.
    const records = applications.map(({ receiptCount: _count, ...application }) => application);
    return c.json({ success: true as const, message: 'Applications fetched successfully', applications: records, ...result }, 200);
  },
);

adminApplicationsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/change-application-status',
    tags: TAGS,
    summary: 'Accept or reject a Pending application; the student is told by e-mail',
    description:
      'Only a Pending application can be decided (409 otherwise). The e-mail is sent after the decision is ' +
      'stored; if sending fails the decision stands and the failure is logged.',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(decideApplicationInput) },
    responses: {
      200: json(done.extend({ status: z.enum(DECISIONS) }), "'Application Accepted' or 'Application Rejected'"),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
      409: failureResponse('The application is no longer Pending'),
    },
  }),
  async (c) => {
    const { id, status } = c.req.valid('json');
    await decideApplication({ id, status, actor: actorOf(c) });
    return c.json({ success: true as const, message: `Application ${status}`, status }, 200);
  },
);

adminApplicationsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/change-fee-status',
    tags: TAGS,
    summary: "Mark an application's fees Paid or Pending (staff only)",
    description:
      'The fee status follows the payments (Paid when feesPaid is at least the course fee). Staff may set ' +
      'it otherwise, for a waiver or a payment not yet recorded; a value equal to what the payments say ' +
      "clears staff's mark. Students cannot call this: their page derives nothing and changes nothing. " +
      '`reason` (optional, up to 200 characters) says why; it is kept with the mark and in the audit log, which ' +
      "says 'no reason given' without one. The dashboard asks for it before marking Paid.",
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(changeFeeStatusInput) },
    responses: {
      200: json(done.extend({ application: staffApplication }), 'Fee status updated!'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
    },
  }),
  async (c) => {
    const { id, fees, reason } = c.req.valid('json');
    const updated = await changeFeeStatus({ id, fees, reason, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Fee status updated!', application: updated }, 200);
  },
);

adminApplicationsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/generate-receipt',
    tags: TAGS,
    summary: "Generate an Accepted application's receipt: a fee statement PDF (staff only)",
    description:
      'A PDF of every payment, refund and adjustment of the application with their receipt numbers, the total ' +
      "paid and the balance due, stored as issued. It becomes the application's `receiptUrl` " +
      '(/files/receipts/{id}, for the student and staff). Accepted applications only (spec §4); generating ' +
      'again issues a new statement of the ledger as it is then. Each payment also has its own numbered receipt, ' +
      'issued when it was recorded. Audited.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(generateReceiptInput) },
    responses: {
      200: json(done.extend({ application: staffApplication }), RECEIPT_GENERATED),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
      409: failureResponse(RECEIPT_ONLY_FOR_ACCEPTED),
    },
  }),
  async (c) => {
    const updated = await generateFeeStatement({ id: c.req.valid('json').id, actor: actorOf(c) });
    return c.json({ success: true as const, message: RECEIPT_GENERATED, application: updated }, 200);
  },
);

adminApplicationsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/change-user-course',
    tags: TAGS,
    summary: 'Move an application to another course',
    middleware: [requireStaff('admissions')] as const,
    request: { headers: tokenHeader, ...jsonBody(changeApplicationCourseInput) },
    responses: {
      200: json(done.extend({ application }), 'Course changed successfully!'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found, or Course not found'),
      409: failureResponse('The student has already applied for that course'),
    },
  }),
  async (c) => {
    const { applicationId, newCourseId } = c.req.valid('json');
    const updated = await changeApplicationCourse({ applicationId, newCourseId, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Course changed successfully!', application: updated }, 200);
  },
);

adminApplicationsApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/reveal-aadhaar',
    tags: TAGS,
    summary: "A student's full Aadhaar number (audited)",
    description:
      'Everywhere else the number is masked (XXXX XXXX 1234). Each reveal is written to the audit log as ' +
      "'student.aadhaar-revealed' with the administrator's id, never with the number.",
    middleware: [requireStaff('aadhaar')] as const,
    request: { headers: tokenHeader, ...jsonBody(revealAadhaarInput) },
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.string(), aadharNumber: z.string().openapi({ description: '12 digits' }) }), 'The full number'),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Student not found, or no Aadhaar number on file'),
    },
  }),
  async (c) => {
    const { userId } = c.req.valid('json');
    const aadharNumber = await revealAadhaar({ userId, actor: actorOf(c) });
    return c.json({ success: true as const, message: 'Aadhaar number revealed', aadharNumber }, 200);
  },
);
