import { z } from 'zod';

// Razorpay's JSON, as its API documents it (razorpay.com/docs/api/orders/entity, /payments/entity,
// /refunds/entity, /errors). Amounts are integers in paise; times are Unix seconds. Only the
// fields we read are required; the rest pass through unchecked, so a field Razorpay adds tomorrow
// does not break payments today. The simulated gateway answers with exactly these shapes.

const paise = z.number().int().nonnegative();
const unixSeconds = z.number().int().nonnegative();
// Razorpay sends `notes` as an object, or as [] when there are none.
export const razorpayNotes = z.union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.never()).length(0)]);

export const razorpayOrder = z.looseObject({
  id: z.string().regex(/^order_\w+$/),
  entity: z.literal('order'),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int().nonnegative(),
  notes: razorpayNotes,
  created_at: unixSeconds,
});
export type RazorpayOrder = z.infer<typeof razorpayOrder>;

export const razorpayPayment = z.looseObject({
  id: z.string().regex(/^pay_\w+$/),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: z.string(),
  amount_refunded: paise,
  refund_status: z.enum(['partial', 'full']).nullable(),
  captured: z.boolean(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  notes: razorpayNotes,
  created_at: unixSeconds,
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

export const razorpayRefund = z.looseObject({
  id: z.string().regex(/^rfnd_\w+$/),
  entity: z.literal('refund'),
  amount: paise,
  currency: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: razorpayNotes,
  created_at: unixSeconds,
});
export type RazorpayRefund = z.infer<typeof razorpayRefund>;

/**
 * Razorpay's idempotency for refunds (razorpay.com/docs/api/refunds/normal-refunds-idempotent):
 * a refund request carrying this header is made once however often it is sent; a repeat with the
 * same key and body answers the refund the first one made. The key: at least 10 letters, digits,
 * hyphens or underscores (our refunds row id, a UUID, is one).
 */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';
export const refundIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{10,}$/, 'The idempotency key must be at least 10 characters long and contain only letters, digits, hyphens and underscores');

export const razorpayCollection = <Item extends z.ZodType>(item: Item) =>
  z.looseObject({ entity: z.literal('collection'), count: z.number().int().nonnegative(), items: z.array(item) });

/** Every failure of Razorpay's API, and what Checkout passes to `payment.failed`. */
export const razorpayError = z.object({
  error: z.looseObject({
    code: z.string(),
    description: z.string(),
    source: z.string().nullish(),
    step: z.string().nullish(),
    reason: z.string().nullish(),
    field: z.string().nullish(),
    metadata: z.looseObject({ order_id: z.string().optional(), payment_id: z.string().optional() }).or(z.array(z.never())).nullish(),
  }),
});
export type RazorpayErrorBody = z.infer<typeof razorpayError>;

/** What Razorpay Checkout hands the page's `handler` after a successful payment. */
export const checkoutSuccess = z.object({
  razorpay_payment_id: z.string().regex(/^pay_\w+$/),
  razorpay_order_id: z.string().regex(/^order_\w+$/),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccess>;

/** The events we receive: the envelope of razorpay.com/docs/webhooks/payments (sample payloads). */
export const razorpayWebhookEvent = z.looseObject({
  entity: z.literal('event'),
  account_id: z.string(),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.looseObject({
    payment: z.object({ entity: razorpayPayment }).optional(),
    order: z.object({ entity: razorpayOrder }).optional(),
    refund: z.object({ entity: razorpayRefund }).optional(),
  }),
  created_at: unixSeconds,
});
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookEvent>;
