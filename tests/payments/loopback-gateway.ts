import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { db } from '~/db/db.server';
import { checkoutSuccess, type CheckoutSuccess } from '~/modules/payments/razorpay.schemas';
import { api } from '../../server/api/api';
import { simulatedGateway } from '../../server/simulated-gateway/simulated-gateway';
import { insertApplication, insertCourse } from '../enrolment';
import { envForThisTest } from '../env-for-test';
import { signedInStudent } from '../student-session';

// For database suites that pay through our API: the simulated gateway (a local Razorpay) served on
// loopback, made the site's gateway before each test. Its webhooks go nowhere (a closed port), so
// a suite decides what reaches our webhook route by posting it itself.
export const credentials = { keyId: 'rzp_test_Receipts000001', keySecret: 'receipts-key-secret', webhookSecret: 'receipts-webhook-secret' };

export function useLoopbackGateway(): { url: () => string } {
  let server: ReturnType<typeof serve>;
  let url = '';
  beforeAll(async () => {
    const made: { gateway?: ReturnType<typeof simulatedGateway> } = {};
    await new Promise<void>((resolve) => {
      server = serve({ fetch: (request) => made.gateway!.fetch(request), port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    made.gateway = simulatedGateway({ credentials, webhookUrl: 'http://127.0.0.1:9/api/payments/razorpay-webhook', apiUrl: url, db });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    envForThisTest({
      RAZORPAY_API_URL: url,
      RAZORPAY_KEY_ID: credentials.keyId,
      RAZORPAY_KEY_SECRET: credentials.keySecret,
      RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
    });
  });
  return { url: () => url };
}

export type Student = Awaited<ReturnType<typeof signedInStudent>>;

/** A signed-in student with an application to a course of `feeRupees`. */
export async function studentWithApplication({ feeRupees = 15_000, status = 'Pending', name = 'Asha Patil' } = {}) {
  const student = await signedInStudent({ name });
  const now = Date.now();
  const courseId = await insertCourse(db, { fees_paise: feeRupees * 100, now });
  const applicationId = await insertApplication(db, { userId: student.userId, courseId, status, now });
  return { student, applicationId, courseId, courseTitle: `Course ${courseId}` };
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** create-order, then what the TEST checkout's 'Pay' posts: the gateway captures and answers as Checkout would. */
export async function payThroughCheckout(gatewayUrl: string, student: Student, applicationId: string, amount: number): Promise<CheckoutSuccess> {
  const created = await postJson('/users/create-order', { amount, applicationId }, student.headers);
  expect(created.status, await created.clone().text()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string } };
  const paid = await fetch(`${gatewayUrl}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: credentials.keyId, order_id: order.id, outcome: 'success', method: 'upi' }),
  });
  return checkoutSuccess.parse(await paid.json());
}
