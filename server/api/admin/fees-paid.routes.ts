import { createRoute, z } from '@hono/zod-openapi';
import { updateFeesPaidInput } from '~/modules/payments/payments.schemas';
import { updateFeesPaid } from '~/modules/payments/update-fees-paid.server';
import { createRouter } from '../create-router';
import { badInput, done, failureResponse, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { staffApplication } from '../record-schemas';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Staff: the amount paid of View Applications' fees block (spec §2 'Edit', §7 update-fees-paid).
export const adminFeesPaidApi = createRouter<AdminVariables>();

adminFeesPaidApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/update-fees-paid',
    tags: ['Admin: applications'],
    summary: "Set an application's total fees paid (staff only; an audited ledger adjustment)",
    description:
      'The payments ledger is never overwritten: the difference between `amountPaid` and the total recorded ' +
      "becomes one adjustment row (staff's `reason` as its note), added to `feesPaid` in the same transaction " +
      'and written to the audit log. The same total again adds nothing (`changed: false`). Bad amounts answer ' +
      "400 'Please enter a valid number.' and change nothing. `reason` is required: an auditor reading the " +
      'ledger must see why money was added or taken away without a payment behind it.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(updateFeesPaidInput) },
    responses: {
      200: json(
        done.extend({
          changed: z.boolean().openapi({ description: 'False when the total already was `amountPaid` (nothing written)' }),
          application: staffApplication,
        }),
        "'Fees paid updated!', or 'Nothing changed: …' when the total already was that amount",
      ),
      ...badInput,
      ...unauthorized,
      ...forbidden,
      404: failureResponse('Application not found'),
    },
  }),
  async (c) => {
    const result = await updateFeesPaid({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, ...result }, 200);
  },
);
