import { db as defaultDb, type DB } from '~/db/db.server';
import { applicationsWithStudent, studentName } from '~/modules/applications/application-view.server';
import { ledgerMethodLabel } from '~/modules/finance/ledger-labels.server';
import { isBouncedPayment, isCancelledPayment, isReportedByStudent, isTestMoney } from '~/modules/finance/ledger-traits.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';
import { searchWords, studentsMatching } from '~/modules/students/student-search.server';
import { isInstrument } from './offline-payments.schemas';

// What the dashboard's Payments page reads beside the To-verify queue: the applications a desk can
// take money for (found by the student's name, e-mail or phone), and the newest ledger payments.

export type PayableApplication = { _id: string; student: string; email: string; phone: string | null; course: string; balancePaise: number };
export type DeskLedgerRow = {
  _id: string;
  student: string;
  /** 'NIHM-2026-000123': what accountants find the student by. */
  studentNumber: string | null;
  course: string;
  method: string | null;
  /** How the money came, as the reports say it: 'Razorpay (UPI)', 'UPI, reported by the student', 'Cash' … */
  methodLabel: string;
  /** The gateway's ids of an online payment: what its Dashboard and statements show. */
  gatewayPaymentId: string | null;
  gatewayOrderId: string | null;
  /** Moved on a test gateway: no money was received. */
  test: boolean;
  /** Rupees. */
  amount: number;
  reference: string | null;
  bank: string | null;
  paidOn: string | null;
  receiptNumber: string | null;
  receiptUrl: string | null;
  note: string | null;
  /** A cheque or demand draft not yet reversed, cancelled nor refunded: it can still be marked bounced. */
  bounceable: boolean;
  bounced: boolean;
  /** Its receipt was cancelled: the money was never kept. */
  cancelled: boolean;
  /** An office receipt not bounced, cancelled nor refunded: it can be cancelled as issued in error (a gateway payment is refunded instead). */
  cancellable: boolean;
  createdAt: string;
};

/** Applications with a balance whose student matches every word of `query` (name, e-mail or phone). */
export async function findPayableApplications({ query, db = defaultDb }: { query: string; db?: DB }): Promise<PayableApplication[]> {
  const words = searchWords(query);
  if (!words.length) return [];
  const rows = await applicationsWithStudent(db)
    .select(['applications.id', 'profiles.contact_number', 'courses.title', 'courses.fees_paise', 'applications.fees_paid_paise'])
    .where('applications.status', '!=', 'Rejected')
    .where('courses.fees_paise', 'is not', null)
    .where((eb) => eb('courses.fees_paise', '>', eb.ref('applications.fees_paid_paise')))
    .where('applications.user_id', 'in', studentsMatching(db, words, 'names and contacts'))
    .orderBy('applications.created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    student: studentName(row),
    email: row.user_email,
    phone: row.contact_number,
    course: row.title,
    balancePaise: Number(row.fees_paise) - Number(row.fees_paid_paise),
  }));
}

/** The newest ledger payments (any source), with their receipts, the gateway's ids, and whether they bounced or were cancelled. */
export async function findDeskLedger({ limit = 30, db = defaultDb }: { limit?: number; db?: DB } = {}): Promise<DeskLedgerRow[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('applications', 'applications.id', 'payments.application_id')
    .innerJoin('users', 'users.id', 'payments.student_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('receipts', (join) => join.onRef('receipts.payment_id', '=', 'payments.id').on('receipts.kind', '=', 'payment'))
    .select((eb) => [
      'payments.id',
      'payments.method',
      'payments.amount_paise',
      'payments.reference',
      'payments.reference_bank',
      'payments.paid_on',
      'payments.receipt_number',
      'payments.note',
      'payments.created_at',
      'payments.gateway',
      'payments.source',
      'payments.gateway_payment_id',
      'payments.gateway_order_id',
      'users.name as user_name',
      'users.email as user_email',
      'users.student_number',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
      'courses.title',
      'receipts.id as receipt_id',
      isBouncedPayment('payments').as('bounced'),
      isCancelledPayment('payments').as('cancelled'),
      isTestMoney('payments').as('test'),
      isReportedByStudent('payments').as('reported'),
      eb
        .exists(
          eb.selectFrom('payments as refund').select('refund.id').whereRef('refund.related_payment_id', '=', 'payments.id').where('refund.kind', '=', 'refund'),
        )
        .as('refunded'),
    ])
    .where('payments.kind', '=', 'payment')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const bounced = Boolean(row.bounced);
    const cancelled = Boolean(row.cancelled);
    return {
      _id: row.id,
      student: studentName(row),
      studentNumber: row.student_number,
      course: row.title,
      method: row.method,
      methodLabel: ledgerMethodLabel({ gateway: row.gateway, method: row.method, reportedByStudent: Boolean(row.reported) }) ?? 'Not stated',
      gatewayPaymentId: row.gateway_payment_id,
      gatewayOrderId: row.gateway_order_id,
      test: Boolean(row.test),
      amount: Number(row.amount_paise) / 100,
      reference: row.reference,
      bank: row.reference_bank,
      paidOn: row.paid_on,
      receiptNumber: row.receipt_number,
      receiptUrl: row.receipt_id ? receiptUrl(row.receipt_id) : null,
      note: row.note,
      bounced,
      cancelled,
      bounceable: isInstrument(row.method) && !bounced && !cancelled && !row.refunded,
      cancellable: row.source === 'staff' && !bounced && !cancelled && !row.refunded,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    };
  });
}
