import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { PAYMENT_REPORTED, reportPaymentInput } from '~/modules/offline-payments/offline-payments.schemas';
import { limitPaymentReports, OPEN_REPORTS_PER_APPLICATION, PROOF_BYTES_PER_DAY } from '~/modules/offline-payments/report-payment-limits.server';
import { reportPayment } from '~/modules/offline-payments/report-payment.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, formBody, json, signedOut, studentBearer, uploadFailures } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { requireStudent, type StudentVariables } from './require-student';

// A student reports a payment made outside the gateway (issue 11; docs/decisions/032-offline-payments.md).
export const studentReportPaymentApi = createRouter<StudentVariables>();

/** Counted per student before the upload is parsed (report-payment-limits.server.ts). */
const limitPerStudent: MiddlewareHandler<{ Variables: StudentVariables }> = async (c, next) => {
  await limitPaymentReports({ userId: c.get('student').userId });
  await next();
};

studentReportPaymentApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/report-payment',
    tags: ['Student payments'],
    summary: "'I have paid by UPI / bank transfer': amount, day, UTR and a screenshot, for accounts to verify",
    description:
      'Multipart. The application must be the student’s own, not Rejected, with a balance of at least `amount` ' +
      '(rupees, at most 2 decimals). `paidOn` is not in the future. A UTR already in the ledger or waiting in any report ' +
      `answers 409 (naming no receipt), as does a report beyond ${OPEN_REPORTS_PER_APPLICATION} waiting on the application. ` +
      'The screenshot is a JPEG, PNG or WebP image (5 MB) or a PDF (10 MB); a student’s screenshots of the last 24 hours ' +
      `may add up to ${PROOF_BYTES_PER_DAY / (1024 * 1024)} MB. Nothing enters the ledger until accounts accept the report; the receipt is then e-mailed.`,
    middleware: [requireStudent, limitPerStudent, multipartOnly('the payment report')] as const,
    request: { headers: studentBearer, ...formBody(reportPaymentInput) },
    responses: {
      201: json(done.extend({ reportId: z.string() }), PAYMENT_REPORTED),
      ...badInput,
      ...signedOut,
      404: failureResponse('Not one of your applications'),
      409: failureResponse('The UTR is already in the ledger or waiting in a report, or the application has as many reports waiting as it may'),
      ...uploadFailures,
      413: failureResponse('A screenshot over 5 MB (images) or 10 MB (PDFs), or past the student’s day budget of screenshots'),
      429: failureResponse('Too many reports of this student in an hour; Retry-After says when to send again'),
    },
  }),
  async (c) => {
    const { id } = await reportPayment({ userId: c.get('student').userId, input: c.req.valid('form') });
    return c.json({ success: true as const, message: PAYMENT_REPORTED, reportId: id }, 201);
  },
);
