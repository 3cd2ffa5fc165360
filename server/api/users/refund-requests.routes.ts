import { createRoute, z } from '@hono/zod-openapi';
import { requestRefund } from '~/modules/refunds/request-refund.server';
import { requestRefundInput } from '~/modules/refunds/refunds.schemas';
import { createRouter } from '../create-router';
import { failureResponse, json, jsonBody, signedOut, studentBearer } from '../openapi-kit';
import { requireStudent, type StudentVariables } from './require-student';

// A student's refund or withdrawal request (issue 11, docs/decisions/033-refunds.md).
export const studentRefundRequestsApi = createRouter<StudentVariables>();

studentRefundRequestsApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/request-refund',
    tags: ['Student payments'],
    summary: 'Ask for a refund or a withdrawal; it waits for the accounts office',
    description:
      "The application must be the student's own, with something paid; within 7 days of the later of their latest payment and " +
      'their enrolment; one open request per application. Accounts refund it (a credit note is e-mailed) or decline it ' +
      'with a reason (e-mailed).',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer, ...jsonBody(requestRefundInput) },
    responses: {
      201: json(
        z.object({ success: z.literal(true), message: z.string(), request: z.object({ _id: z.string(), status: z.literal('open') }) }),
        'The request, open',
      ),
      400: failureResponse('A missing reason or kind'),
      ...signedOut,
      403: failureResponse('A cookie-authenticated request from another site'),
      404: failureResponse("'Application not found': no such application of this student"),
      409: failureResponse('Outside the 7-day window, nothing paid (refund), or a request already open'),
    },
  }),
  async (c) => {
    const result = await requestRefund({ userId: c.get('student').userId, input: c.req.valid('json') });
    return c.json({ success: true as const, ...result }, 201);
  },
);
