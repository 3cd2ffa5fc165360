import { type ExpressionBuilder, sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { Database } from '~/db/schema';
import { applicationsWithStudent, studentName } from '~/modules/applications/application-view.server';
import { ledgerMethodLabel, paymentOutcome, type PaymentOutcome } from '~/modules/finance/ledger-labels.server';
import { isBouncedPayment, isCancelledPayment, isTestMoney } from '~/modules/finance/ledger-traits.server';
import { receiptUrl } from '~/modules/receipts/receipt-link';

/** A payment as the Refunds page offers it: what it was, and what is left to refund of it. */
export type RefundablePayment = {
  id: string;
  receiptNumber: string | null;
  amountPaise: number;
  leftPaise: number;
  method: string | null;
  online: boolean;
  paidAt: number;
  /** Its receipt cancelled, or its cheque returned: there is nothing to refund, and the desk says why. */
  outcome: PaymentOutcome;
};
type DeskApplication = {
  applicationId: string;
  student: string;
  /** 'NIHM-2026-000123': what accountants find the student by. */
  studentNumber: string | null;
  email: string;
  course: string;
  feePaise: number | null;
  paidPaise: number;
  status: string;
};
export type DeskRequest = DeskApplication & {
  id: string;
  kind: 'refund' | 'withdrawal';
  reason: string;
  /** What the student asked for; null (a request from before amounts were asked): all that is refundable. */
  askedPaise: number | null;
  requestedAt: number;
  payments: RefundablePayment[];
};
export type DeskRefundDue = DeskApplication & { duePaise: number; payments: RefundablePayment[] };
export type DeskRefund = {
  id: string;
  student: string;
  studentNumber: string | null;
  course: string;
  amountPaise: number;
  reason: string;
  status: 'pending' | 'processed' | 'failed';
  creditNote: { number: string; url: string } | null;
  /** The receipt of the payment this refund returns. */
  againstReceipt: string | null;
  /** How the money goes back: 'Razorpay (UPI)' through the gateway, 'Cash' … from the office. */
  methodLabel: string;
  /** The gateway's ids: of the payment refunded, its order, and the refund (once the gateway gave one). */
  gatewayPaymentId: string | null;
  gatewayOrderId: string | null;
  gatewayRefundId: string | null;
  /** A refund of TEST money (a test gateway): no money goes back. */
  test: boolean;
  createdAt: number;
};
/** Where a paged list of the desk is: the page shown (clamped to the last), how many pages and rows in all. */
export type DeskPages = { page: number; pageCount: number; total: number };
export type RefundDesk = {
  requests: DeskRequest[];
  requestPages: DeskPages;
  refundsDue: DeskRefundDue[];
  duePages: DeskPages;
  found: DeskRefundDue[] | null;
  recent: DeskRefund[];
};

/** Rows on a page of the requests and of the refunds due: a page of work, each row with its payments. */
export const REFUND_DESK_PAGE_SIZE = 20;
/** Latest refunds shown; every refund, with its credit note number, is also in the ledger export. */
const RECENT_LIMIT = 50;

function deskPages(total: number, page: number): DeskPages & { offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / REFUND_DESK_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { page: current, pageCount, total, offset: (current - 1) * REFUND_DESK_PAGE_SIZE };
}

/** An application that paid more than it owes: Rejected with money paid, or paid above its course's fee. */
const refundDue = (eb: ExpressionBuilder<Database, 'applications' | 'courses'>) =>
  eb.or([
    eb.and([eb('applications.status', '=', 'Rejected'), eb('applications.fees_paid_paise', '>', 0)]),
    eb.and([
      eb('applications.status', '!=', 'Rejected'),
      eb('courses.fees_paise', 'is not', null),
      eb('applications.fees_paid_paise', '>', eb.ref('courses.fees_paise')),
    ]),
  ]);

function applications(db: DB) {
  return applicationsWithStudent(db).select([
    'applications.id as application_id',
    'applications.status',
    'applications.fees_paid_paise',
    'applications.updated_at',
    'courses.title',
    'courses.fees_paise',
    'users.student_number',
  ]);
}
type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applications>['execute']>>[number];
const deskApplication = (row: ApplicationRow): DeskApplication => ({
  applicationId: row.application_id,
  student: studentName(row),
  studentNumber: row.student_number,
  email: row.user_email,
  course: row.title,
  feePaise: row.fees_paise === null ? null : Number(row.fees_paise),
  paidPaise: Number(row.fees_paid_paise),
  status: row.status,
});
const owedPaise = (row: DeskApplication) => (row.status === 'Rejected' ? 0 : row.feePaise);

/** The payments of these applications with what is left of each (as refundableLeft counts it), oldest first. */
async function refundablePayments(db: DB, applicationIds: string[]): Promise<Map<string, RefundablePayment[]>> {
  const byApplication = new Map<string, RefundablePayment[]>();
  if (!applicationIds.length) return byApplication;
  const rows = await db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.application_id',
      'p.receipt_number',
      'p.amount_paise',
      'p.method',
      'p.source',
      'p.created_at',
      sql<number | string | null>`(select sum(r.amount_paise) from payments r where r.related_payment_id = p.id)`.as('returned'),
      sql<number | string | null>`(select sum(f.amount_paise) from refunds f where f.payment_id = p.id and f.status = 'pending')`.as('pending'),
      isCancelledPayment('p').as('cancelled'),
      isBouncedPayment('p').as('bounced'),
    ])
    .where('p.kind', '=', 'payment')
    .where('p.application_id', 'in', applicationIds)
    .orderBy('p.created_at')
    .execute();
  for (const row of rows) {
    const list = byApplication.get(row.application_id) ?? [];
    list.push({
      id: row.id,
      receiptNumber: row.receipt_number,
      amountPaise: Number(row.amount_paise),
      leftPaise: Number(row.amount_paise) + Number(row.returned ?? 0) - Number(row.pending ?? 0),
      method: row.method,
      online: row.source === 'gateway',
      paidAt: Number(row.created_at),
      outcome: paymentOutcome(row),
    });
    byApplication.set(row.application_id, list);
  }
  return byApplication;
}

/**
 * The Refunds page (issue 11): students' open requests (oldest first), applications that paid more
 * than they owe ('refund due', e.g. after a change to a cheaper course, or Rejected with money
 * paid), the application of a receipt number staff searched for, and the latest refunds with their
 * state and credit note. Each application comes with its payments and what is left to refund.
 * Requests and refunds due are paged (REFUND_DESK_PAGE_SIZE); a page past the last shows the last.
 */
export async function findRefundDesk({
  receipt,
  requestsPage = 1,
  duePage = 1,
  db = defaultDb,
}: { receipt?: string; requestsPage?: number; duePage?: number; db?: DB } = {}): Promise<RefundDesk> {
  const [openRequests, dueApplications] = await Promise.all([
    db
      .selectFrom('refund_requests')
      .where('status', '=', 'open')
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .innerJoin('courses', 'courses.id', 'applications.course_id')
      .where(refundDue)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const { offset: requestsOffset, ...requestPages } = deskPages(Number(openRequests.total), requestsPage);
  const { offset: dueOffset, ...duePages } = deskPages(Number(dueApplications.total), duePage);
  const requestRows = await applications(db)
    .innerJoin('refund_requests as q', 'q.application_id', 'applications.id')
    .select(['q.id', 'q.kind', 'q.reason', 'q.amount_paise as asked_paise', 'q.created_at as requested_at'])
    .where('q.status', '=', 'open')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .limit(REFUND_DESK_PAGE_SIZE)
    .offset(requestsOffset)
    .execute();
  const dueRows = await applications(db)
    .where(refundDue)
    .orderBy('applications.updated_at', 'desc')
    .orderBy('applications.id')
    .limit(REFUND_DESK_PAGE_SIZE)
    .offset(dueOffset)
    .execute();
  const foundRows = receipt?.trim()
    ? await applications(db)
        .where(
          'applications.id',
          'in',
          db.selectFrom('payments').select('application_id').where('receipt_number', '=', receipt.trim()).where('kind', '=', 'payment'),
        )
        .execute()
    : null;
  const payments = await refundablePayments(db, [...new Set([...requestRows, ...dueRows, ...(foundRows ?? [])].map((row) => row.application_id))]);
  const withPayments = (row: ApplicationRow) => ({ ...deskApplication(row), payments: payments.get(row.application_id) ?? [] });
  const due = (row: ApplicationRow) => {
    const application = withPayments(row);
    return { ...application, duePaise: Math.max(0, application.paidPaise - (owedPaise(application) ?? application.paidPaise)) };
  };

  const recentRows = await db
    .selectFrom('refunds')
    .innerJoin('applications', 'applications.id', 'refunds.application_id')
    .innerJoin('users', 'users.id', 'refunds.student_id')
    .innerJoin('courses', 'courses.id', 'applications.course_id')
    .leftJoin('profiles', 'profiles.user_id', 'refunds.student_id')
    .leftJoin('receipts', 'receipts.payment_id', 'refunds.ledger_payment_id')
    .innerJoin('payments as paid', 'paid.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.amount_paise',
      'refunds.reason',
      'refunds.status',
      'refunds.channel',
      'refunds.method',
      'refunds.gateway_refund_id',
      'refunds.created_at',
      'paid.receipt_number as against_receipt',
      'paid.gateway as paid_gateway',
      'paid.method as paid_method',
      'paid.gateway_payment_id',
      'paid.gateway_order_id',
      isTestMoney('paid').as('test'),
      'users.name as user_name',
      'users.email as user_email',
      'users.student_number',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
      'courses.title',
      'receipts.id as credit_note_id',
      'receipts.receipt_number as credit_note_number',
    ])
    .orderBy('refunds.created_at', 'desc')
    .orderBy('refunds.id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();

  return {
    requests: requestRows.map((row) => ({
      ...withPayments(row),
      id: row.id,
      kind: row.kind,
      reason: row.reason,
      askedPaise: row.asked_paise === null ? null : Number(row.asked_paise),
      requestedAt: Number(row.requested_at),
    })),
    requestPages,
    refundsDue: dueRows.map(due),
    duePages,
    found: foundRows ? foundRows.map(due) : null,
    recent: recentRows.map((row) => {
      const throughGateway = row.channel === 'gateway';
      return {
        id: row.id,
        student: studentName(row),
        studentNumber: row.student_number,
        course: row.title,
        amountPaise: Number(row.amount_paise),
        reason: row.reason,
        status: row.status,
        creditNote: row.credit_note_id && row.credit_note_number ? { number: row.credit_note_number, url: receiptUrl(row.credit_note_id) } : null,
        againstReceipt: row.against_receipt,
        // Through the gateway the money goes back the way it came; the office names how it paid.
        methodLabel:
          ledgerMethodLabel(throughGateway ? { gateway: row.paid_gateway, method: row.paid_method } : { gateway: null, method: row.method }) ?? 'Not stated',
        gatewayPaymentId: throughGateway ? row.gateway_payment_id : null,
        gatewayOrderId: throughGateway ? row.gateway_order_id : null,
        gatewayRefundId: row.gateway_refund_id,
        test: Boolean(row.test),
        createdAt: Number(row.created_at),
      };
    }),
  };
}
