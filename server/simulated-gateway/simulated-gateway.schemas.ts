import { z } from 'zod';

// What the simulated gateway accepts, with Razorpay's rules and wording (razorpay.com/docs/api/orders/create,
// /payments/capture, /refunds/create). Unknown fields are refused, as Razorpay refuses them: our
// client must not send what Razorpay would turn away.

const notes = z
  .record(z.string(), z.string().max(256, 'Notes values should be at most 256 characters'))
  .refine((value) => Object.keys(value).length <= 15, 'Number of notes should be at most 15');

export const createOrderBody = z.strictObject({
  amount: z.number('The amount field is required.').int('The amount must be an integer.').min(100, 'The amount must be at least INR 1.00'),
  currency: z.literal('INR', 'Currency is not supported'),
  receipt: z.string().max(40, 'The receipt may not be greater than 40 characters.').optional(),
  notes: notes.optional(),
  payment_capture: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export const captureBody = z.strictObject({
  amount: z.number('The amount field is required.').int('The amount must be an integer.'),
  currency: z.literal('INR', 'Currency is not supported'),
});

export const refundBody = z.strictObject({
  amount: z.number().int('The amount must be an integer.').min(100, 'The amount must be atleast INR 1.00').optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  receipt: z.string().max(40, 'The receipt may not be greater than 40 characters.').optional(),
  notes: notes.optional(),
});

/** What the TEST checkout posts when a button is pressed. */
export const checkoutPayBody = z.strictObject({
  key: z.string('The api key provided is invalid'),
  order_id: z.string('The order id is required.'),
  outcome: z.enum(['success', 'failure'], 'The outcome must be success or failure.'),
  method: z.enum(['upi', 'card', 'netbanking'], 'The method must be upi, card or netbanking.'),
});

/** Razorpay words an unknown field as '<field> is/are not required and should not be sent'. */
export function firstProblem(error: z.ZodError): { description: string; field: string | null } {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return { description: `${issue.keys.join(', ')} is/are not required and should not be sent`, field: issue.keys[0] ?? null };
  return { description: issue.message, field: issue.path.length ? String(issue.path[0]) : null };
}
