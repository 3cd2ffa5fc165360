import { describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { auditSentence } from '~/modules/audit/describe-audit-entry';
import { findAuditLog } from '~/modules/audit/find-audit-log.server';
import { WEBHOOK_GATEWAY_UNAVAILABLE, WEBHOOK_UNCONFIRMED_ACTION } from '~/modules/payments/handle-razorpay-webhook.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { hmacSha256Hex } from '~/modules/payments/razorpay-signatures.server';
import { checkoutSuccess } from '~/modules/payments/razorpay.schemas';
import { newId } from '~/utils/ids';
import { useGatewaySwitch } from '../../../tests/payments/gateway-switch';
import { credentials, postJson, studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// What our webhook answers Razorpay (issue 'Money an accountant can sign off', point 6). Razorpay
// retries any answer but 2xx for 24 hours and then disables the webhook for every payment, so an
// event the gateway does not confirm is answered 200, records nothing and is audited, and only
// what a retry can fix is not 2xx. The site's gateway is the simulated one behind a switch that
// fails it as a real one fails: 503s, connections cut, our keys refused.
const gateway = useGatewaySwitch();

const gatewayClient = () =>
  createRazorpayClient({ apiUrl: gateway.gatewayUrl(), keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 5_000 });

/** Razorpay's event envelope with the entities' ids (our handler reads nothing else of the payload). */
function eventBody(event: string, entities: { payment?: { id: string; order_id: string }; refund?: { id: string; payment_id: string } }) {
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity: { entity: name, ...entity } }]));
  return JSON.stringify({ entity: 'event', account_id: 'acc_WebhookTest0001', event, contains: Object.keys(entities), payload, created_at: 1_750_000_000 });
}

async function sendSigned(body: string, eventId: string) {
  const answer = await api.request('/payments/razorpay-webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, credentials.webhookSecret), 'x-razorpay-event-id': eventId },
  });
  return { status: answer.status, body: (await answer.json()) as { success: boolean; outcome?: string; message?: string } };
}

/** A student's order made through our API, and, when `pay`, paid at the gateway (the callback and webhooks lost). */
async function ourOrder(rupees: number, { pay = true } = {}) {
  const { student, applicationId, courseTitle } = await studentWithApplication({ feeRupees: 10_000 });
  const created = await postJson('/users/create-order', { amount: rupees, applicationId }, student.headers);
  expect(created.status, await created.clone().text()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string } };
  const paymentId = pay ? await payAtGateway(order.id) : null;
  return { applicationId, courseTitle, orderId: order.id, paymentId };
}

async function payAtGateway(orderId: string) {
  const paid = await fetch(`${gateway.gatewayUrl()}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: credentials.keyId, order_id: orderId, outcome: 'success', method: 'upi' }),
  });
  return checkoutSuccess.parse(await paid.json()).razorpay_payment_id;
}

const ledgerOf = (applicationId: string) =>
  db.selectFrom('payments').select(['kind', 'amount_paise', 'created_by']).where('application_id', '=', applicationId).execute();
const storedEvent = (eventId: string) => db.selectFrom('payment_webhook_events').select('id').where('id', '=', eventId).executeTakeFirst();
const unconfirmedAudits = () => db.selectFrom('audit_log').selectAll().where('action', '=', WEBHOOK_UNCONFIRMED_ACTION).orderBy('created_at').execute();
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);

describe('an event the gateway does not confirm', () => {
  it('a payment the gateway does not have: 200, nothing recorded, audited once as the system with the gateway’s words', async () => {
    const { applicationId, orderId, courseTitle } = await ourOrder(900, { pay: false });
    const before = (await unconfirmedAudits()).length;
    const eventId = `evt_${newId()}`;
    const body = eventBody('payment.captured', { payment: { id: 'pay_NeverExisted001', order_id: orderId } });

    expect(await sendSigned(body, eventId)).toEqual({ status: 200, body: { success: true, outcome: 'unconfirmed' } });
    expect(await ledgerOf(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(0);
    const audits = await unconfirmedAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ actor_type: 'system', actor_id: null, entity: 'application', entity_id: applicationId });
    expect(JSON.parse(audits.at(-1)!.after!)).toEqual({
      event: 'payment.captured',
      eventId,
      paymentId: 'pay_NeverExisted001',
      orderId,
      refundId: null,
      reason: 'The gateway answered 400: The id provided does not exist',
    });
    const { entries } = await findAuditLog({ filters: { action: WEBHOOK_UNCONFIRMED_ACTION } });
    expect(auditSentence(entries.find((entry) => entry.entityId === applicationId)!)).toBe(
      `A payment.captured webhook about pay_NeverExisted001 on Asha Patil's application for ${courseTitle} was not confirmed by the ` +
        'payment gateway, so nothing was recorded: The gateway answered 400: The id provided does not exist',
    );

    // Razorpay's retry of the same event: answered as handled, audited no more.
    expect(await sendSigned(body, eventId)).toEqual({ status: 200, body: { success: true, outcome: 'duplicate' } });
    expect(await unconfirmedAudits()).toHaveLength(before + 1);
  });

  it('a refund the gateway does not have: 200, nothing recorded, audited as an event about no application of ours', async () => {
    const eventId = `evt_${newId()}`;
    const body = eventBody('refund.processed', { refund: { id: 'rfnd_NeverExisted01', payment_id: 'pay_NotOurs00000001' } });
    expect(await sendSigned(body, eventId)).toEqual({ status: 200, body: { success: true, outcome: 'unconfirmed' } });
    expect(await db.selectFrom('payments').select('id').where('gateway_refund_id', '=', 'rfnd_NeverExisted01').execute()).toEqual([]);
    expect(await storedEvent(eventId)).toBeDefined();
    expect((await unconfirmedAudits()).at(-1)).toMatchObject({ entity: 'payment-webhook', entity_id: eventId });
  });

  it('a real payment of an order we never made, of another of our orders, or of another amount: 200, nothing recorded, each audited', async () => {
    const foreignOrder = await gatewayClient().createOrder({ amount: 50_000, currency: 'INR' });
    const foreignPayment = await payAtGateway(foreignOrder.id);
    const first = await ourOrder(700);
    const second = await ourOrder(600, { pay: false });
    const cheaper = await ourOrder(500, { pay: false });
    // As if our order had been stored for another amount than the one the student was asked to pay.
    await db.updateTable('payment_orders').set({ amount_paise: 400_00 }).where('gateway_order_id', '=', cheaper.orderId).execute();
    const cheaperPayment = await payAtGateway(cheaper.orderId);

    const cases = [
      { payment: { id: foreignPayment, order_id: foreignOrder.id }, reason: 'The order is not one this site created.' },
      { payment: { id: first.paymentId!, order_id: second.orderId }, reason: 'The gateway says the payment belongs to another order.' },
      { payment: { id: cheaperPayment, order_id: cheaper.orderId }, reason: "The payment's amount or currency is not the order's." },
    ];
    for (const { payment, reason } of cases) {
      const eventId = `evt_${newId()}`;
      expect(await sendSigned(eventBody('payment.captured', { payment }), eventId)).toEqual({ status: 200, body: { success: true, outcome: 'unconfirmed' } });
      const audit = (await unconfirmedAudits()).at(-1)!;
      expect(JSON.parse(audit.after!)).toMatchObject({ eventId, paymentId: payment.id, reason });
    }
    for (const { applicationId } of [first, second, cheaper]) {
      expect(await ledgerOf(applicationId)).toEqual([]);
      expect(await paidTotal(applicationId)).toBe(0);
    }
  });
});

describe('what a retry can fix', () => {
  it('the gateway failing, cut off or refusing our keys: not 2xx, nothing stored, the cause in the log; the retry then records the payment once', async () => {
    const { applicationId, orderId, paymentId } = await ourOrder(800);
    const eventId = `evt_${newId()}`;
    const body = eventBody('payment.captured', { payment: { id: paymentId!, order_id: orderId } });
    const auditsBefore = (await unconfirmedAudits()).length;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const failing of ['failing', 'cut', 'keys-refused'] as const) {
        gateway.fail(() => failing);
        expect(await sendSigned(body, eventId), failing).toEqual({ status: 502, body: { success: false, message: WEBHOOK_GATEWAY_UNAVAILABLE } });
      }
      const lines = logged.mock.calls.map((call) => call.join(' '));
      const call = `GET /payments/${paymentId}`;
      expect(lines.filter((line) => line.includes(call))).toEqual([
        expect.stringContaining(`${call}: answered 503, Service unavailable; tried 3 times`),
        expect.stringContaining(`${call}: fetch failed (UND_ERR_SOCKET: other side closed); tried 3 times`),
        expect.stringContaining('Authentication failed'),
      ]);
    } finally {
      logged.mockRestore();
    }
    expect(await ledgerOf(applicationId)).toEqual([]);
    expect(await storedEvent(eventId)).toBeUndefined();
    expect(await unconfirmedAudits()).toHaveLength(auditsBefore);

    gateway.fail(() => 'through');
    expect(await sendSigned(body, eventId)).toEqual({ status: 200, body: { success: true, outcome: 'recorded' } });
    expect((await ledgerOf(applicationId)).map((row) => [row.kind, Number(row.amount_paise), row.created_by])).toEqual([['payment', 800_00, 'webhook']]);
    expect(await paidTotal(applicationId)).toBe(800_00);
    expect(await sendSigned(body, eventId)).toEqual({ status: 200, body: { success: true, outcome: 'duplicate' } });
  });
});
