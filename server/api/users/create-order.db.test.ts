import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { CREATE_ORDER_LIMIT, CREATE_ORDER_WINDOW_MS } from '~/modules/payments/create-order-limit.server';
import { REUSE_OPEN_ORDER_WITHIN_MS } from '~/modules/payments/open-payment-order.server';
import { RECONCILE_AFTER_MS, reconcilePayments } from '~/modules/payments/reconcile-payments.server';
import { credentials, postJson, studentWithApplication, useLoopbackGateway, type Student } from '../../../tests/payments/loopback-gateway';

// create-order through the real API and our Razorpay client against the simulated gateway on
// loopback: one open order per application (the same amount again reuses it, another supersedes
// it, also when two arrive at once) and the per-student limit.
const gateway = useLoopbackGateway();

type Answer = { status: number; body: { success: boolean; message?: string; order?: { id: string; amount: number } }; retryAfter: string | null };
async function createOrder(student: Student, applicationId: string, amount: number | string): Promise<Answer> {
  const res = await postJson('/users/create-order', { amount, applicationId }, student.headers);
  return { status: res.status, body: (await res.json()) as Answer['body'], retryAfter: res.headers.get('retry-after') };
}
async function orderId(student: Student, applicationId: string, amount: number | string) {
  const answer = await createOrder(student, applicationId, amount);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.order!.id;
}
const ordersOf = (applicationId: string) =>
  db
    .selectFrom('payment_orders')
    .select(['gateway_order_id', 'amount_paise', 'status'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) })));
/** Orders the gateway was asked to make for the application (each a gateway call). */
const gatewayOrdersOf = async (applicationId: string) =>
  Number(
    (
      await db
        .selectFrom('simulated_gateway_orders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('notes', 'like', `%${applicationId}%`)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('one open order per application', () => {
  it('the same amount again answers the open order without asking the gateway for another', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000 });
    const first = await orderId(student, applicationId, '1500');
    expect(await orderId(student, applicationId, 1500)).toBe(first);
    expect(await orderId(student, applicationId, '1500.00')).toBe(first);
    expect(await ordersOf(applicationId)).toEqual([{ gateway_order_id: first, amount_paise: 1_500_00, status: 'created' }]);
    expect(await gatewayOrdersOf(applicationId)).toBe(1);
  });

  it('another amount supersedes the open order; reconciliation still records money paid on the superseded one', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000 });
    const first = await orderId(student, applicationId, 1_500);
    const second = await orderId(student, applicationId, 2_000);
    expect(second).not.toBe(first);
    expect(await ordersOf(applicationId)).toEqual([
      { gateway_order_id: first, amount_paise: 1_500_00, status: 'superseded' },
      { gateway_order_id: second, amount_paise: 2_000_00, status: 'created' },
    ]);
    // Going back to the first amount makes a new order: the superseded one is not offered again.
    const third = await orderId(student, applicationId, 1_500);
    expect([first, second]).not.toContain(third);
    expect((await ordersOf(applicationId)).map((order) => order.status)).toEqual(['superseded', 'superseded', 'created']);

    // A Checkout window left open on the first order is paid; its callback and webhook are lost.
    const paid = await fetch(`${gateway.url()}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: credentials.keyId, order_id: first, outcome: 'success', method: 'upi' }),
    });
    expect(paid.status).toBe(200);
    const report = await reconcilePayments({ now: Date.now() + RECONCILE_AFTER_MS + 60_000 });
    expect(report).toMatchObject({ ran: true, failed: 0 });
    const ledger = await db.selectFrom('payments').select(['amount_paise', 'gateway_order_id']).where('application_id', '=', applicationId).execute();
    expect(ledger.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([{ amount_paise: 1_500_00, gateway_order_id: first }]);
  });

  it('an open order older than a day is superseded rather than offered again', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000 });
    const old = await orderId(student, applicationId, 500);
    const dayAgo = Date.now() - REUSE_OPEN_ORDER_WITHIN_MS - 60_000;
    await db.updateTable('payment_orders').set({ created_at: dayAgo, updated_at: dayAgo }).where('gateway_order_id', '=', old).execute();
    const fresh = await orderId(student, applicationId, 500);
    expect(fresh).not.toBe(old);
    expect((await ordersOf(applicationId)).map((order) => [order.gateway_order_id, order.status])).toEqual([
      [old, 'superseded'],
      [fresh, 'created'],
    ]);
  });

  it('of create-orders sent at once, one order stays open: the same amount gets one order, different amounts leave the last one open', async () => {
    const same = await studentWithApplication({ feeRupees: 10_000 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => createOrder(same.student, same.applicationId, 750)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.order!.id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(same.applicationId)).toEqual([{ gateway_order_id: [...ids][0], amount_paise: 750_00, status: 'created' }]);

    const mixed = await studentWithApplication({ feeRupees: 10_000 });
    const racing = await Promise.all([1_000, 2_000, 3_000].map((amount) => createOrder(mixed.student, mixed.applicationId, amount)));
    expect(racing.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const orders = await ordersOf(mixed.applicationId);
    const open = orders.filter((order) => order.status === 'created');
    expect(open).toHaveLength(1);
    expect(orders.filter((order) => order.status === 'superseded')).toHaveLength(orders.length - 1);
    expect(racing.map((answer) => answer.body.order!.id)).toContain(open[0]!.gateway_order_id);
  });
});

describe('the per-student limit', () => {
  it(`answers the ${CREATE_ORDER_LIMIT + 1}th create-order within ten minutes with 429 and Retry-After, creating nothing; other students go on`, async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000 });
    for (let i = 1; i <= CREATE_ORDER_LIMIT; i++) expect((await createOrder(student, applicationId, 100 + i)).status).toBe(200);
    const before = await ordersOf(applicationId);
    const gatewayCalls = await gatewayOrdersOf(applicationId);

    const refused = await createOrder(student, applicationId, 999);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'You have started too many payments in a short time. Please wait a few minutes and try again.' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(CREATE_ORDER_WINDOW_MS / 1000);
    expect(Number.isInteger(Number(refused.retryAfter))).toBe(true);
    expect(await ordersOf(applicationId)).toEqual(before);
    expect(await gatewayOrdersOf(applicationId)).toBe(gatewayCalls);
    // Still one open order, whatever the amounts tried.
    expect(before.filter((order) => order.status === 'created')).toHaveLength(1);

    const other = await studentWithApplication({ feeRupees: 10_000 });
    expect((await createOrder(other.student, other.applicationId, 999)).status).toBe(200);
  });
});
