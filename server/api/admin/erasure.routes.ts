import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router';
import { eraseStudent, NO_OPEN_ERASURE_REQUEST } from '~/modules/students/erase-student.server';
import { findErasureRequests } from '~/modules/students/find-erasure-requests.server';
import { done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { eraseStudentInput } from '~/modules/students/profile.schemas';
import { requireStaff, type AdminVariables } from './require-admin';

// Staff: students' requests to erase their data (DPDP Act 2023; DESIGN.md §7).
const TAGS = ['Admin: students'];

const request = z
  .object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    reason: z.string(),
    requestedAt: z.number().openapi({ description: 'Epoch ms' }),
    completedAt: z.number().nullable(),
    kept: z.string().openapi({ description: "What was kept and why; '' when nothing" }),
  })
  .openapi('ErasureRequestView');

export const adminErasureApi = createRouter<AdminVariables>();

adminErasureApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/erasure-requests',
    tags: TAGS,
    summary: 'Erasure requests: open ones first (oldest first), then completed ones',
    middleware: [requireStaff('data-rights')] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(done.extend({ requests: z.array(request) }), 'The requests'), ...unauthorized, ...forbidden },
  }),
  async (c) => c.json({ success: true as const, message: 'Erasure requests fetched successfully', requests: await findErasureRequests() }, 200),
);

adminErasureApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/erase-student',
    tags: TAGS,
    summary: "Carry out a student's erasure request",
    description:
      'Deletes the profile (with the encrypted Aadhaar), documents and their files, applications without a ' +
      'paid fee, sign-in accounts and sessions; anonymises the account. Applications with a fee payment are ' +
      'kept, as tax law requires, and the request records that. Only for a student with an open request.',
    middleware: [requireStaff('data-rights')] as const,
    request: { headers: tokenHeader, ...jsonBody(eraseStudentInput) },
    responses: {
      200: json(done.extend({ kept: z.string().nullable() }), 'Erased'),
      400: failureResponse('No student id'),
      ...unauthorized,
      ...forbidden,
      404: failureResponse(NO_OPEN_ERASURE_REQUEST),
    },
  }),
  async (c) => {
    const { kept } = await eraseStudent({ userId: c.req.valid('json').userId, adminId: c.get('admin').id });
    return c.json({ success: true as const, message: "The student's data has been erased.", kept }, 200);
  },
);
