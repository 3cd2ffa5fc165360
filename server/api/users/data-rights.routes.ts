import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { exportStudentData } from '~/modules/students/export-student-data.server';
import {
  ERASURE_ALREADY_REQUESTED,
  ERASURE_REASON_MAX,
  ERASURE_REASON_TOO_LONG,
  ERASURE_REQUESTED,
  requestErasure,
} from '~/modules/students/request-erasure.server';
import { done, failureResponse, json, jsonBody, signedOut, studentBearer } from '../openapi-kit';
import { studentDataExport } from '../record-schemas';
import { requireStudent, type StudentVariables } from './require-student';

// A student's rights over their data (DPDP Act 2023; DESIGN.md §7): a copy of everything held,
// and a request to erase it, which staff carry out (server/api/admin/erasure.routes.ts).
const TAGS = ['Student'];

const erasureBody = z
  .object({ reason: z.string().trim().max(ERASURE_REASON_MAX, ERASURE_REASON_TOO_LONG).optional() }, { error: 'Send {"reason": "…"} as JSON, or {}.' })
  .openapi('ErasureRequest');

export const studentDataRightsApi = createRouter<StudentVariables>();

studentDataRightsApi.openapi(
  createRoute({
    method: 'get',
    path: '/users/my-data',
    tags: TAGS,
    summary: 'Download everything the institute holds about the signed-in student (JSON)',
    description:
      'Account, profile (Aadhaar masked), consent, documents with their private links, ' +
      'applications, sign-in and other activity, erasure requests. Served as an attachment, ' +
      'never cached.',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer },
    responses: { 200: json(studentDataExport, 'The data, as my-data.json'), ...signedOut },
  }),
  async (c) => {
    c.header('Content-Disposition', 'attachment; filename="my-data.json"');
    c.header('Cache-Control', 'no-store');
    return c.json(await exportStudentData({ userId: c.get('student').userId }), 200);
  },
);

studentDataRightsApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/request-erasure',
    tags: TAGS,
    summary: 'Ask the institute to erase the signed-in student’s personal data',
    description:
      'Staff review the request and erase the data, keeping only what the law requires (fee ' +
      'payments and receipts), and record what was kept and why. Asking again while a request is ' +
      'open answers that request.',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer, ...jsonBody(erasureBody) },
    responses: {
      201: json(done.extend({ requestedAt: z.number().openapi({ description: 'Epoch ms' }) }), 'Request recorded'),
      200: json(done.extend({ requestedAt: z.number() }), 'A request was already open'),
      400: failureResponse('A reason over the limit'),
      ...signedOut,
    },
  }),
  async (c) => {
    const request = await requestErasure({ userId: c.get('student').userId, reason: c.req.valid('json').reason });
    if (!request.created) return c.json({ success: true as const, message: ERASURE_ALREADY_REQUESTED, requestedAt: request.requestedAt }, 200);
    return c.json({ success: true as const, message: ERASURE_REQUESTED, requestedAt: request.requestedAt }, 201);
  },
);
