import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { useGatewaySwitch } from '../../../tests/payments/gateway-switch';
import { credentials, payThroughCheckout, postJson, studentWithApplication } from '../../../tests/payments/loopback-gateway';

// A gateway refund whose answer is lost on the way back (issue 'Money an accountant can sign off',
// point 7): our client asks again with the same idempotency key (our refunds row id, sent as
// X-Refund-Idempotency) and the gateway, as Razorpay does, answers the refund it already made
// instead of making a second one. Through our API, our client and the simulated gateway behind a
// switch that loses the first answer.
const gateway = useGatewaySwitch();
const direct = () => createRazorpayClient({ apiUrl: gateway.gatewayUrl(), keyId: credentials.keyId, keySecret: credentials.keySecret, timeoutMs: 5_000 });

describe('POST /api/admin/refund-payment when the gateway’s answer is lost', () => {
  it('asks again with our refund’s id as the key: one refund at the gateway, entered once, answered as processed', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000 });
    const paid = await payThroughCheckout(gateway.gatewayUrl(), student, applicationId, 3_000);
    expect((await postJson('/users/verify-payment', paid, student.headers)).status).toBe(200);
    const payment = await db.selectFrom('payments').select('id').where('gateway_payment_id', '=', paid.razorpay_payment_id).executeTakeFirstOrThrow();

    const refundPath = `/v1/payments/${paid.razorpay_payment_id}/refund`;
    let refundTries = 0;
    gateway.fail(({ method, path }) => (method === 'POST' && path === refundPath && ++refundTries === 1 ? 'answer-lost' : 'through'));
    const accounts = await signedInAdmin({ role: 'accounts' });
    const answer = await postJson(
      '/admin/refund-payment',
      { paymentId: payment.id, amount: 1_200, reason: 'Withdrew within the week' },
      { token: accounts.token },
    );
    const body = (await answer.json()) as { refund: { _id: string; status: string } };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(body.refund.status).toBe('processed');
    expect(gateway.requests().filter((request) => request === `POST ${refundPath}`)).toHaveLength(2);

    const atGateway = await direct().fetchPaymentRefunds(paid.razorpay_payment_id);
    expect(atGateway.map((refund) => [refund.amount, refund.receipt])).toEqual([[1_200_00, body.refund._id]]);
    expect(await direct().fetchPayment(paid.razorpay_payment_id)).toMatchObject({ amount_refunded: 1_200_00 });
    expect(await db.selectFrom('refunds').select(['status', 'gateway_refund_id']).where('id', '=', body.refund._id).executeTakeFirstOrThrow()).toEqual({
      status: 'processed',
      gateway_refund_id: atGateway[0]!.id,
    });
    const ledger = await db.selectFrom('payments').select(['kind', 'amount_paise']).where('application_id', '=', applicationId).orderBy('created_at').execute();
    expect(ledger.map((row) => [row.kind, Number(row.amount_paise)])).toEqual([
      ['payment', 3_000_00],
      ['refund', -1_200_00],
    ]);
  });
});
