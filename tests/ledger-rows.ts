import type { Insertable } from 'kysely';
import { db } from '~/db/db.server';
import type { PaymentsTable } from '~/db/schema';
import { newId } from '~/utils/ids';

// Ledger rows for the report suites (Finance, exports, day book, the desks), written straight to
// the tables as the product's writers would leave them, including the rows of paths other suites
// own: a gateway payment with its ids, a TEST document, a student's accepted report, a receipt's
// cancellation. Only the columns a test is about are stated; `at` is the row's created_at.

type LedgerRowInput = Partial<Omit<Insertable<PaymentsTable>, 'created_at'>> &
  Pick<Insertable<PaymentsTable>, 'application_id' | 'student_id' | 'kind' | 'amount_paise'> & { at: number };

const STATUS_OF = { payment: 'paid', refund: 'processed', adjustment: 'recorded' } as const;

/** A ledger row (source 'staff' and no gateway unless given); its id. */
export async function insertLedgerRow({ at, ...row }: LedgerRowInput): Promise<string> {
  const id = row.id ?? newId(at);
  await db
    .insertInto('payments')
    .values({
      source: row.gateway ? 'gateway' : 'staff',
      gateway: null,
      method: null,
      currency: 'INR',
      gateway_order_id: null,
      gateway_payment_id: null,
      gateway_refund_id: null,
      status: STATUS_OF[row.kind],
      receipt_number: null,
      note: null,
      created_by: row.gateway ? 'webhook' : 'admin:test',
      reference: null,
      reference_bank: null,
      paid_on: null,
      related_payment_id: null,
      ...row,
      id,
      created_at: at,
    })
    .execute();
  return id;
}

/** The receipt (or a refund's credit note) issued for a ledger row; `test`: printed TEST (a test gateway). */
export async function insertIssuedDocument(
  payment: { id: string; application_id: string; student_id: string; kind: 'payment' | 'refund'; receipt_number: string | null },
  { test }: { test: boolean },
) {
  await db
    .insertInto('receipts')
    .values({
      id: newId(),
      kind: payment.kind === 'refund' ? 'credit-note' : 'payment',
      receipt_number: payment.receipt_number,
      payment_id: payment.id,
      application_id: payment.application_id,
      student_id: payment.student_id,
      pdf_base64: '',
      byte_size: 0,
      test: test ? 1 : 0,
      created_by: 'webhook',
      created_at: Date.now(),
    })
    .execute();
}

/** A student's report of a UPI payment, accepted by accounts into ledger payment `paymentId`. */
export async function insertAcceptedReport({
  paymentId,
  applicationId,
  studentId,
  amountPaise,
}: {
  paymentId: string;
  applicationId: string;
  studentId: string;
  amountPaise: number;
}) {
  const now = Date.now();
  await db
    .insertInto('payment_reports')
    .values({
      id: newId(now),
      application_id: applicationId,
      student_id: studentId,
      method: 'upi',
      amount_paise: amountPaise,
      paid_on: '2026-04-01',
      reference: `UTR${now}`,
      proof_storage_key: 'payment-proofs/none',
      proof_content_type: 'image/png',
      proof_byte_size: 0,
      status: 'accepted',
      confirmed_amount_paise: null,
      reason: null,
      payment_id: paymentId,
      decided_by: 'admin:test',
      decided_at: now,
      created_at: now,
    })
    .execute();
}

/** A cancelled office receipt's one reversing row (kind 'adjustment', status 'cancelled', no number). */
export const insertCancellation = ({
  payment,
  at,
  amountPaise,
}: {
  payment: { id: string; application_id: string; student_id: string };
  at: number;
  amountPaise: number;
}) =>
  insertLedgerRow({
    application_id: payment.application_id,
    student_id: payment.student_id,
    kind: 'adjustment',
    status: 'cancelled',
    amount_paise: -amountPaise,
    related_payment_id: payment.id,
    note: 'Receipt cancelled: keyed twice',
    at,
  });
