import type { DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { formatPaise } from '~/modules/courses/course-format';
import { lockApplication } from '~/modules/ledger/lock-application.server';
import { writeLedgerRow, type LedgerRow } from '~/modules/ledger/write-ledger-row.server';
import { APPLICATION_REJECTED, amountOverBalance, NO_COURSE_FEE, NOTHING_DUE } from '~/modules/payments/payments.schemas';
import { issuePaymentReceipt } from '~/modules/receipts/issue-payment-receipt.server';
import { AppError } from '~/utils/errors';
import { duplicateReference, referenceKey } from './ledger-reference';
import type { OfflineMethod } from './offline-payments.schemas';

// The one way money taken outside the gateway enters the ledger: recorded at the desk
// (record-offline-payment.server.ts) or a student's report accepted by accounts
// (decide-payment-report.server.ts). Both run these inside their own transaction.

export type OfflinePayment = {
  amountPaise: number;
  method: OfflineMethod;
  reference: string | null;
  bank: string | null;
  paidOn: string;
};

/**
 * Locks the application's row for the rest of `trx` (lockApplication) and checks that
 * `amountPaise` may be paid on it: not rejected, a fee set, and not more than the balance — so two
 * desks recording the last instalment at once cannot both take it.
 */
export async function lockBalanceFor(trx: DB, applicationId: string, amountPaise: number): Promise<{ studentId: string; balancePaise: number }> {
  await lockApplication(trx, applicationId);
  return checkBalanceFor(trx, applicationId, amountPaise);
}

/** lockBalanceFor's check, for a caller that has locked the application already. */
export async function checkBalanceFor(trx: DB, applicationId: string, amountPaise: number): Promise<{ studentId: string; balancePaise: number }> {
  const row = await trx
    .selectFrom('applications')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .select(['applications.user_id', 'applications.status', 'applications.fees_paid_paise', 'courses.fees_paise'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  if (row.status === 'Rejected') throw new AppError('BAD_REQUEST', APPLICATION_REJECTED);
  if (row.fees_paise === null) throw new AppError('BAD_REQUEST', NO_COURSE_FEE);
  const balancePaise = Number(row.fees_paise) - Number(row.fees_paid_paise);
  if (balancePaise <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE, { field: 'amount' });
  if (amountPaise > balancePaise) throw new AppError('BAD_REQUEST', amountOverBalance(formatPaise(balancePaise)), { field: 'amount' });
  return { studentId: row.user_id, balancePaise };
}

/** The 409 when the payment's reference is already in the ledger, naming the receipt it is on. */
export async function refuseKnownReference(db: DB, payment: Pick<OfflinePayment, 'method' | 'reference' | 'bank'>): Promise<void> {
  const key = referenceKey(payment.method, payment.reference, payment.bank);
  if (!key || !payment.reference) return;
  const owner = await db
    .selectFrom('payment_reference_keys')
    .innerJoin('payments', 'payments.id', 'payment_reference_keys.payment_id')
    .select('payments.receipt_number')
    .where('payment_reference_keys.key', '=', key)
    .executeTakeFirst();
  if (owner)
    throw new AppError('CONFLICT', duplicateReference({ ...payment, reference: payment.reference, receiptNumber: owner.receipt_number }), {
      field: 'reference',
    });
}

/**
 * Writes the ledger payment, its reference key, the paid total and the receipt (number, PDF and
 * queued e-mail, as recordGatewayPayment does) in `trx`. Returns the row and the mail to send
 * once the caller has committed.
 */
export async function writeOfflinePayment({
  trx,
  applicationId,
  studentId,
  payment,
  createdBy,
  note,
  submissionKey = null,
  reportedByStudent = false,
  now,
}: {
  trx: DB;
  applicationId: string;
  studentId: string;
  payment: OfflinePayment;
  /** Staff's form submission (record-offline-payment.server.ts); null for an accepted report. */
  submissionKey?: string | null;
  /** An accepted student's report (decide-payment-report.server.ts): its receipt says so. */
  reportedByStudent?: boolean;
  /** `admin:<id>` of who recorded or accepted it. */
  createdBy: string;
  note: string | null;
  now: number;
}): Promise<{ row: LedgerRow; receiptId: string; mailJobId: string }> {
  await refuseKnownReference(trx, payment);
  const row = await writeLedgerRow({
    trx,
    entry: {
      application_id: applicationId,
      student_id: studentId,
      kind: 'payment',
      source: 'staff',
      method: payment.method,
      amount_paise: payment.amountPaise,
      status: 'paid',
      note,
      created_by: createdBy,
      reference: payment.reference,
      reference_bank: payment.bank,
      paid_on: payment.paidOn,
      submission_key: submissionKey,
    },
    numbered: 'receipt',
    now,
  });
  const key = referenceKey(payment.method, payment.reference, payment.bank);
  if (key) await trx.insertInto('payment_reference_keys').values({ key, payment_id: row.id }).execute();
  const { receiptId, mailJobId } = await issuePaymentReceipt({ trx, payment: row, test: false, reportedByStudent, now });
  return { row, receiptId, mailJobId };
}

/**
 * A write that failed on the reference key's primary key: another desk recorded the same reference
 * between our check and our insert. Answers the same 409 as the check; any other error is rethrown.
 */
export async function explainRace(db: DB, error: unknown, payment: Pick<OfflinePayment, 'method' | 'reference' | 'bank'>): Promise<never> {
  if (isUniqueViolation(error)) await refuseKnownReference(db, payment);
  throw error;
}
