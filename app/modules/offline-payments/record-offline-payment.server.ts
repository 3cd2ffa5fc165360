import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';
import { AppError } from '~/utils/errors';
import { dateInputValue } from '~/utils/dates';
import { explainRace, lockBalanceFor, writeOfflinePayment, type OfflinePayment } from './offline-payment-ledger.server';
import { PAID_ON_FUTURE, type RecordPaymentInput } from './offline-payments.schemas';

export type RecordedOfflinePayment = { _id: string; receiptNumber: string; receiptUrl: string };

/**
 * Staff record money taken at the desk or seen in the bank statement (issue 11): one ledger payment
 * (source staff, created by `admin:<id>`) with the same numbered receipt and e-mail as an online
 * payment, the paid total moved, audited — one transaction. Refused, with nothing written: an
 * amount over the balance (an overpayment is a refund's business, not a receipt's), a day in the
 * future, a UTR or a cheque/DD number of that bank already in the ledger (409 naming its receipt,
 * race-safe through payment_reference_keys).
 */
export async function recordOfflinePayment({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: RecordPaymentInput;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<RecordedOfflinePayment> {
  if (input.paidOn > dateInputValue(now)) throw new AppError('BAD_REQUEST', PAID_ON_FUTURE, { field: 'paidOn' });
  const payment: OfflinePayment = {
    amountPaise: input.amount,
    method: input.method,
    // Cash has no reference; a bank belongs only to a cheque or demand draft.
    reference: input.method === 'cash' ? null : (input.reference ?? null),
    bank: input.method === 'cheque' || input.method === 'demand-draft' ? (input.bank ?? null) : null,
    paidOn: input.paidOn,
  };
  const written = await db
    .transaction()
    .execute(async (trx) => {
      const { studentId, balancePaise } = await lockBalanceFor(trx, input.applicationId, payment.amountPaise);
      const result = await writeOfflinePayment({
        trx,
        applicationId: input.applicationId,
        studentId,
        payment,
        createdBy: `admin:${actor.id}`,
        note: null,
        now,
      });
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'application.record-payment',
        entity: 'application',
        entityId: input.applicationId,
        before: { balance: balancePaise / 100 },
        after: {
          amount: payment.amountPaise / 100,
          method: payment.method,
          reference: payment.reference,
          bank: payment.bank,
          paidOn: payment.paidOn,
          receiptNumber: result.row.receipt_number,
          balance: (balancePaise - payment.amountPaise) / 100,
        },
      });
      return result;
    })
    .catch((error: unknown) => explainRace(db, error, payment));
  // After the commit; a failed attempt stays queued for the mail worker.
  await sendQueuedMailNow({ id: written.mailJobId, db });
  return { _id: written.row.id, receiptNumber: written.row.receipt_number ?? '', receiptUrl: receiptUrl(written.receiptId) };
}
