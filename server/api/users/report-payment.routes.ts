import { createRoute, z } from '@hono/zod-openapi';
import { PAYMENT_REPORTED, reportPaymentInput } from '~/modules/offline-payments/offline-payments.schemas';
import { reportPayment } from '~/modules/offline-payments/report-payment.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, formBody, json, signedOut, studentBearer, uploadFailures } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { requireStudent, type StudentVariables } from './require-student';

// A student reports a payment made outside the gateway (issue 11; docs/decisions/032-offline-payments.md).
export const studentReportPaymentApi = createRouter<StudentVariables>();

studentReportPaymentApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/report-payment',
    tags: ['Student payments'],
    summary: "'I have paid by UPI / bank transfer': amount, day, UTR and a screenshot, for accounts to verify",
    description:
      'Multipart. The application must be the student’s own, not Rejected, with a balance of at least `amount` ' +
      '(rupees, at most 2 decimals). `paidOn` is not in the future. A UTR already in the ledger answers 409 naming ' +
      'its receipt. The screenshot is a JPEG, PNG or WebP image (5 MB) or a PDF (10 MB). Nothing enters the ledger ' +
      'until accounts accept the report; the receipt is then e-mailed.',
    middleware: [requireStudent, multipartOnly('the payment report')] as const,
    request: { headers: studentBearer, ...formBody(reportPaymentInput) },
    responses: {
      201: json(done.extend({ reportId: z.string() }), PAYMENT_REPORTED),
      ...badInput,
      ...signedOut,
      404: failureResponse('Not one of your applications'),
      409: failureResponse('The UTR is already in the ledger (the message names the receipt)'),
      ...uploadFailures,
    },
  }),
  async (c) => {
    const { id } = await reportPayment({ userId: c.get('student').userId, input: c.req.valid('form') });
    return c.json({ success: true as const, message: PAYMENT_REPORTED, reportId: id }, 201);
  },
);
