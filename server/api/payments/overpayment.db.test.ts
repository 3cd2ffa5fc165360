import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { OVERPAYMENT_REASON } from '~/modules/refunds/refund-overpayment.server';
import { checkoutSuccess } from '~/modules/payments/razorpay.schemas';
import { credentials, postJson, type Student, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';

// A balance is paid once. The gateway cannot cancel an order, so a student can still pay one we
// superseded (or two tabs can each pay theirs): the money is recorded as captured, and whatever is
// above the balance goes back through the gateway at once — credit note, e-mail, audit — so the
// fees paid end at the fee, never above it.
const gateway = useLoopbackGateway();

const createOrder = async (student: Student, applicationId: string, amount: number) => {
  const res = await postJson('/users/create-order', { amount, applicationId }, student.headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { order: { id: string } }).order.id;
};
const payAndVerify = async (student: Student, orderId: string) => {
  const paid = await fetch(`${gateway.url()}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: credentials.keyId, order_id: orderId, outcome: 'success', method: 'upi' }),
  });
  const verified = await postJson('/users/verify-payment', checkoutSuccess.parse(await paid.json()), student.headers);
  expect(verified.status, await verified.clone().text()).toBe(200);
};
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);

describe('a payment above the balance', () => {
  it('is recorded as captured and the amount over the balance is refunded through the gateway, with its credit note, e-mail and audit', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 15_000 });
    const whole = await createOrder(student, applicationId, 15_000);
    const part = await createOrder(student, applicationId, 10_000); // supersedes the first
    await payAndVerify(student, part);
    expect(await paidTotal(applicationId)).toBe(10_000_00);
    await payAndVerify(student, whole); // the superseded order, still payable at the gateway

    const ledger = await db
      .selectFrom('payments')
      .select(['kind', 'amount_paise', 'gateway_order_id', 'gateway_refund_id', 'receipt_number'])
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .orderBy('kind') // the refund is written in the same millisecond as its payment
      .execute();
    expect(ledger.map((row) => [row.kind, Number(row.amount_paise), row.gateway_order_id])).toEqual([
      ['payment', 10_000_00, part],
      ['payment', 15_000_00, whole],
      ['refund', -10_000_00, whole],
    ]);
    expect(ledger[2]!.gateway_refund_id).toMatch(/^rfnd_/);
    expect(ledger[2]!.receipt_number).toMatch(/\/CN\//);
    expect(await paidTotal(applicationId)).toBe(15_000_00);

    const refund = await db
      .selectFrom('refunds')
      .select(['status', 'amount_paise', 'reason', 'created_by'])
      .where('application_id', '=', applicationId)
      .execute();
    expect(refund.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
      { status: 'processed', amount_paise: 10_000_00, reason: OVERPAYMENT_REASON, created_by: 'system' },
    ]);
    const mails = await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', student.email).orderBy('created_at').execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^\[TEST\] Payment received: receipt /),
      expect.stringMatching(/^\[TEST\] Payment received: receipt /),
      expect.stringMatching(/^\[TEST\] Refund made: credit note /),
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_type', 'after'])
      .where('action', '=', 'payment.refund')
      .where('entity_id', '=', applicationId)
      .execute();
    expect(audit.map((entry) => [entry.actor_type, JSON.parse(String(entry.after)).amountRefunded])).toEqual([['system', 10_000]]);
  });

  it('refunds nothing when the payment fits the balance', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 15_000 });
    await payAndVerify(student, await createOrder(student, applicationId, 5_000));
    await payAndVerify(student, await createOrder(student, applicationId, 10_000));
    expect(await paidTotal(applicationId)).toBe(15_000_00);
    expect(await db.selectFrom('refunds').select('id').where('application_id', '=', applicationId).execute()).toEqual([]);
  });
});
