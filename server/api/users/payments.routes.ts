import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { CREATE_ORDER_LIMIT, CREATE_ORDER_WINDOW_MS, limitCreateOrders } from '~/modules/payments/create-order-limit.server';
import { createPaymentOrder } from '~/modules/payments/create-payment-order.server';
import { createOrderInput, PAYMENT_SUCCESSFUL, verifyPaymentInput } from '~/modules/payments/payments.schemas';
import { verifyCheckoutPayment } from '~/modules/payments/verify-checkout-payment.server';
import { createRouter } from '../create-router';
import { done, failureResponse, json, jsonBody, signedOut, studentBearer } from '../openapi-kit';
import { requireStudent, type StudentVariables } from './require-student';

// The student's fee payment (spec §7 create-order and verify-payment; issue 10). Razorpay Checkout
// runs between the two calls in the student's browser.
const TAGS = ['Student payments'];

export const studentPaymentsApi = createRouter<StudentVariables>();

/** Counted per student before the body is read (create-order-limit.server.ts). */
const limitPerStudent: MiddlewareHandler<{ Variables: StudentVariables }> = async (c, next) => {
  await limitCreateOrders({ userId: c.get('student').userId });
  await next();
};

const order = z
  .object({
    id: z.string().openapi({ example: 'order_Ni3XVb4sEc2Jkq', description: "The gateway's order id: pass it to Checkout as order_id" }),
    amount: z.number().int().openapi({ example: 150000, 'x-unit': 'paise', description: "Paise, Razorpay's unit for an order: pass it to Checkout as amount" }),
    currency: z.literal('INR'),
  })
  .openapi('PaymentOrder');

studentPaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/create-order',
    tags: TAGS,
    summary: "Start paying an application's fee: the server checks the amount and makes a gateway order",
    description:
      'The application must be the signed-in student’s own and not Rejected, its course must have a fee, and the amount (rupees, ' +
      'at most 2 decimals) must be at least ₹1 and at most the balance due. Nothing is created on a refusal. The application ' +
      'has one open order at a time: the same amount again answers the open order (no new gateway order); another amount ' +
      `supersedes it. A student may ask ${CREATE_ORDER_LIMIT} times in ${CREATE_ORDER_WINDOW_MS / 60_000} minutes.`,
    middleware: [requireStudent, limitPerStudent] as const,
    request: { headers: studentBearer, ...jsonBody(createOrderInput) },
    responses: {
      200: json(z.object({ success: z.literal(true), order }), 'The order to open Checkout with'),
      400: failureResponse('An amount that is not rupees with at most 2 decimals, under ₹1 or over the balance due'),
      ...signedOut,
      403: failureResponse('A cookie-authenticated request from another site'),
      404: failureResponse("'Invalid application ID': no such application of this student"),
      409: failureResponse('Rejected application, no course fee, nothing due, or online payment off (pay at the office)'),
      429: failureResponse('Too many create-orders of this student in a short time; Retry-After says when to ask again'),
      502: failureResponse("'Failed to create order': the payment gateway refused or did not answer"),
    },
  }),
  async (c) => {
    const created = await createPaymentOrder({ userId: c.get('student').userId, input: c.req.valid('json') });
    return c.json({ success: true as const, order: created }, 200);
  },
);

studentPaymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/verify-payment',
    tags: TAGS,
    summary: "Checkout's success callback: checks the signature and records what the gateway captured",
    description:
      'razorpay_signature must sign the order this student created and the payment id. The payment is then fetched from the ' +
      'gateway and recorded once (the webhook and reconciliation record the same payment at most once too). amountPaid and ' +
      'courseId are accepted for spec §7 and ignored.',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer, ...jsonBody(verifyPaymentInput) },
    responses: {
      200: json(done, 'Recorded (or already recorded by the webhook)'),
      400: failureResponse("'Payment verification failed': a wrong signature, another student's order, or a payment not captured for this order's amount"),
      ...signedOut,
      403: failureResponse('A cookie-authenticated request from another site'),
      409: failureResponse('Online payment is off'),
      502: failureResponse('The gateway could not be asked; a captured payment is recorded later by the webhook or reconciliation'),
    },
  }),
  async (c) => {
    await verifyCheckoutPayment({ userId: c.get('student').userId, input: c.req.valid('json') });
    return c.json({ success: true as const, message: PAYMENT_SUCCESSFUL }, 200);
  },
);
