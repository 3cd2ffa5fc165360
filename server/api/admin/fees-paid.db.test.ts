import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { payThroughCheckout, postJson, type Student, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// Staff's 'Edit' of the amount paid (spec §7 update-fees-paid) through the real API on a real
// database, beside a real gateway payment: the student pays through our Razorpay client and the
// simulated gateway on loopback, then staff correct the total. The ledger is only ever added to.
const gateway = useLoopbackGateway();
let token = '';
let adminId = '';

beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Fees Desk Admin' }));
});

const applicationWithFee = (feeRupees: number) => studentWithApplication({ feeRupees, status: 'Accepted' });

const updateFeesPaid = (json: unknown, auth: string = token) => send('/admin/update-fees-paid', { token: auth, json });

/** The student pays `rupees` through the TEST checkout; verify-payment records it. */
async function payThroughGateway(student: Student, applicationId: string, rupees: number) {
  const paid = await payThroughCheckout(gateway.url(), student, applicationId, rupees);
  const verified = await postJson('/users/verify-payment', paid, student.headers);
  expect(verified.status, await verified.clone().text()).toBe(200);
}

const ledger = (applicationId: string) =>
  db
    .selectFrom('payments')
    .select(['kind', 'source', 'amount_paise', 'status', 'note', 'created_by'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);
/** The paid total every view reads is the sum of the ledger. */
async function expectTotalIsLedgerSum(applicationId: string) {
  const rows = await ledger(applicationId);
  expect(await paidTotal(applicationId)).toBe(rows.reduce((sum, row) => sum + Number(row.amount_paise), 0));
}
const audits = (applicationId: string) =>
  db
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'before', 'after'])
    .where('action', '=', 'application.update-fees-paid')
    .where('entity_id', '=', applicationId)
    .orderBy('created_at')
    .execute();

describe('POST /admin/update-fees-paid', () => {
  it('sets the total up and down by adding audited adjustment rows beside the gateway payment, never editing one', async () => {
    const { student, applicationId } = await applicationWithFee(15_000);
    await payThroughGateway(student, applicationId, 5_000);

    const up = await updateFeesPaid({ applicationId, amountPaid: '₹12,500', reason: '  Cash at the office, receipt 1042  ' });
    expect(up.status, await up.clone().text()).toBe(200);
    expect(await up.json()).toMatchObject({
      success: true,
      message: 'Fees paid updated!',
      changed: true,
      application: { _id: applicationId, feesPaid: 12_500, fees: 'Pending', feesMarkedBy: null },
    });
    const down = await (await updateFeesPaid({ applicationId, amountPaid: 2_000.5, reason: 'Cheque 3321 bounced' })).json();
    expect(down).toMatchObject({ message: 'Fees paid updated!', changed: true, application: { feesPaid: 2_000.5 } });

    expect(await ledger(applicationId)).toEqual([
      expect.objectContaining({ kind: 'payment', source: 'gateway', amount_paise: 5_000_00, created_by: 'verify' }),
      {
        kind: 'adjustment',
        source: 'staff',
        amount_paise: 7_500_00,
        status: 'recorded',
        note: 'Cash at the office, receipt 1042',
        created_by: `admin:${adminId}`,
      },
      { kind: 'adjustment', source: 'staff', amount_paise: -10_499_50, status: 'recorded', note: 'Cheque 3321 bounced', created_by: `admin:${adminId}` },
    ]);
    await expectTotalIsLedgerSum(applicationId);
    expect((await audits(applicationId)).map((entry) => [entry.actor_type, entry.actor_id, JSON.parse(entry.before!), JSON.parse(entry.after!)])).toEqual([
      ['admin', adminId, { feesPaid: 5_000 }, { feesPaid: 12_500, amountAdjusted: 7_500, reason: 'Cash at the office, receipt 1042' }],
      ['admin', adminId, { feesPaid: 12_500 }, { feesPaid: 2_000.5, amountAdjusted: -10_499.5, reason: 'Cheque 3321 bounced' }],
    ]);
    // The student sees the corrected total.
    const mine = (await (await api.request('/users/applications', { headers: student.headers })).json()) as { applications: Array<{ feesPaid: number }> };
    expect(mine.applications[0]).toMatchObject({ feesPaid: 2_000.5 });
  });

  it('adds nothing when the total already is that amount, and says so', async () => {
    const { applicationId } = await applicationWithFee(15_000);
    await updateFeesPaid({ applicationId, amountPaid: 4_000, reason: 'Cash at the office' });
    const again = await updateFeesPaid({ applicationId, amountPaid: '4,000.00', reason: 'Cash at the office' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true, changed: false, message: 'Nothing changed: the fees paid are already ₹4,000.' });
    expect(await ledger(applicationId)).toHaveLength(1);
    expect(await audits(applicationId)).toHaveLength(1);
  });

  it("an adjustment that covers the fee clears staff's Pending mark, as a payment does", async () => {
    const { applicationId } = await applicationWithFee(15_000);
    expect((await send('/admin/change-fee-status', { token, json: { id: applicationId, fees: 'Paid', reason: 'Waived in part' } })).status).toBe(200);
    const full = await (await updateFeesPaid({ applicationId, amountPaid: 15_000, reason: 'Paid in full by bank transfer, UTR 1234' })).json();
    expect(full.application).toMatchObject({ fees: 'Paid', feesMarkedBy: null, feesPaid: 15_000 });
  });

  it('takes two staff saving at once in turn: the total is the one saved last and still the ledger sum', async () => {
    const { applicationId } = await applicationWithFee(15_000);
    const answers = await Promise.all([
      updateFeesPaid({ applicationId, amountPaid: 3_000, reason: 'First desk' }),
      updateFeesPaid({ applicationId, amountPaid: 4_000, reason: 'Second desk' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await ledger(applicationId);
    expect(rows).toHaveLength(2);
    expect([3_000_00, 4_000_00]).toContain(await paidTotal(applicationId));
    await expectTotalIsLedgerSum(applicationId);
  });

  it('refuses bad input with a clear sentence and changes nothing', async () => {
    const { applicationId } = await applicationWithFee(15_000);
    await updateFeesPaid({ applicationId, amountPaid: 1_000, reason: 'Opening balance' });
    const before = { ledger: await ledger(applicationId), total: await paidTotal(applicationId), audits: await audits(applicationId) };
    const cases: Array<[unknown, string]> = [
      [{ applicationId, amountPaid: '12,34x', reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: -1, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: '-1', reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: 10.005, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: '10.005', reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: '6,5000', reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: '', reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: null, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: true, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: 1e300, reason: 'r' }, 'Please enter a valid number.'],
      [{ applicationId, amountPaid: 10_000_001, reason: 'r' }, 'That amount is too large (₹1,00,00,000 at most).'],
      [{ applicationId, amountPaid: 2_000 }, 'Give the reason for changing the fees paid.'],
      [{ applicationId, amountPaid: 2_000, reason: '   ' }, 'Give the reason for changing the fees paid.'],
      [{ applicationId, amountPaid: 2_000, reason: 'x'.repeat(201) }, 'Keep the reason to 200 characters at most.'],
      [{ amountPaid: 2_000, reason: 'r' }, 'Application id is required.'],
    ];
    for (const [body, message] of cases) await expectFailure(await updateFeesPaid(body), 400, message);
    expect({ ledger: await ledger(applicationId), total: await paidTotal(applicationId), audits: await audits(applicationId) }).toEqual(before);
  });

  it('answers 404 for an unknown application, 401 without a session and 403 for a student, writing nothing', async () => {
    const { student, applicationId } = await applicationWithFee(15_000);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('payments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expectFailure(await updateFeesPaid({ applicationId: newId(), amountPaid: 100, reason: 'r' }), 404, 'Application not found');
    await expectFailure(await send('/admin/update-fees-paid', { json: { applicationId, amountPaid: 100, reason: 'r' } }), 401);
    const asStudent = await api.request('/admin/update-fees-paid', {
      method: 'POST',
      headers: { ...student.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId, amountPaid: 100, reason: 'I paid, honestly' }),
    });
    await expectFailure(asStudent, 403);
    expect(await count()).toBe(before);
    expect(await paidTotal(applicationId)).toBe(0);
  });
});
