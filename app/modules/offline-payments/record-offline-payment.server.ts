import { sql, type SqlBool } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { formatPaise } from '~/modules/courses/course-format';
import { indiaDayEnd, indiaDayStart } from '~/modules/exports/india-days';
import { isCancelledPayment } from '~/modules/finance/ledger-traits.server';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';
import { AppError } from '~/utils/errors';
import { dateInputValue } from '~/utils/dates';
import { checkBalanceFor, explainRace, refuseKnownReference, writeOfflinePayment, type OfflinePayment } from './offline-payment-ledger.server';
import { PAID_ON_FUTURE, type RecordPaymentInput, sameDayRepeat } from './offline-payments.schemas';

export type RecordedOfflinePayment = { _id: string; receiptNumber: string; receiptUrl: string };

/**
 * Staff record money taken at the desk or seen in the bank statement (issue 11): one ledger payment
 * (source staff, created by `admin:<id>`) with the same numbered receipt and e-mail as an online
 * payment, the paid total moved, audited — one transaction. Refused, with nothing written: an
 * amount over the balance (an overpayment is a refund's business, not a receipt's), a day in the
 * future, a UTR or a cheque/DD number of that bank already in the ledger (409 naming its receipt,
 * race-safe through payment_reference_keys).
 *
 * A second click is not a second receipt (issue 20): a submission that carries the key of one
 * already recorded answers that payment, writing nothing (looked up once the application is
 * locked, so two at once write one); and a payment of the same amount as one recorded for the application that
 * day is refused (409) until staff confirm it is another payment.
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
  const key = input.submissionKey ?? null;
  if (input.paidOn > dateInputValue(now)) throw new AppError('BAD_REQUEST', PAID_ON_FUTURE, { field: 'paidOn' });
  const payment: OfflinePayment = {
    amountPaise: input.amount,
    method: input.method,
    // Cash has no reference; a bank belongs only to a cheque or demand draft.
    reference: input.method === 'cash' ? null : (input.reference ?? null),
    bank: input.method === 'cheque' || input.method === 'demand-draft' ? (input.bank ?? null) : null,
    paidOn: input.paidOn,
  };
  let written;
  try {
    written = await db.transaction().execute(async (trx) => {
      await lockApplication(trx, input.applicationId);
      // In turn with the same submission at the same moment (two clicks, two tabs): the first one's payment is the answer.
      const submitted = key ? await findSubmitted(trx, key) : undefined;
      if (submitted) return { submitted };
      await refuseKnownReference(trx, payment);
      if (!input.confirmRepeat) await refuseSameDayRepeat(trx, input);
      const { studentId, balancePaise } = await checkBalanceFor(trx, input.applicationId, payment.amountPaise);
      const result = await writeOfflinePayment({
        trx,
        applicationId: input.applicationId,
        studentId,
        payment,
        createdBy: `admin:${actor.id}`,
        note: null,
        submissionKey: key,
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
    });
  } catch (error) {
    return explainRace(db, error, payment);
  }
  if ('submitted' in written) return written.submitted;
  // After the commit; a failed attempt stays queued for the mail worker.
  await sendQueuedMailNow({ id: written.mailJobId, db });
  return { _id: written.row.id, receiptNumber: written.row.receipt_number ?? '', receiptUrl: receiptUrl(written.receiptId) };
}

/** The payment a submission key already recorded, as its first answer gave it. */
async function findSubmitted(db: DB, key: string): Promise<RecordedOfflinePayment | undefined> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('receipts', 'receipts.payment_id', 'payments.id')
    .select(['payments.id', 'payments.receipt_number', 'receipts.id as receipt_id'])
    .where('payments.submission_key', '=', key)
    .executeTakeFirst();
  return row && { _id: row.id, receiptNumber: row.receipt_number ?? '', receiptUrl: receiptUrl(row.receipt_id) };
}

/** A payment of this amount on this application that day (paid on it, or recorded on it), not cancelled. */
async function refuseSameDayRepeat(trx: DB, input: RecordPaymentInput): Promise<void> {
  const same = await trx
    .selectFrom('payments')
    .select('payments.receipt_number')
    .where('payments.application_id', '=', input.applicationId)
    .where('payments.kind', '=', 'payment')
    .where('payments.amount_paise', '=', input.amount)
    .where((eb) =>
      eb.or([
        eb('payments.paid_on', '=', input.paidOn),
        eb.and([
          eb('payments.paid_on', 'is', null),
          eb('payments.created_at', '>=', indiaDayStart(input.paidOn)),
          eb('payments.created_at', '<', indiaDayEnd(input.paidOn)),
        ]),
      ]),
    )
    .where(sql<SqlBool>`not ${isCancelledPayment('payments')}`)
    .executeTakeFirst();
  if (same) throw new AppError('CONFLICT', sameDayRepeat(formatPaise(input.amount), same.receipt_number ?? '—'), { field: 'confirmRepeat' });
}
