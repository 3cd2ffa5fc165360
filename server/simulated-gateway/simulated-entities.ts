import type { Selectable } from 'kysely';
import type { SimulatedGatewayOrdersTable, SimulatedGatewayPaymentsTable, SimulatedGatewayRefundsTable } from '~/db/schema';
import { randomAlphanumeric } from '~/modules/payments/gateway-config.server';
import type { RazorpayErrorBody, RazorpayOrder, RazorpayPayment, RazorpayRefund } from '~/modules/payments/razorpay.schemas';

// Rows of the simulated gateway (migration 0011) as Razorpay's JSON (razorpay.com/docs/api/…/entity),
// and Razorpay's error answer. The shapes are checked by the same zod schemas our client uses.

export type OrderRow = Selectable<SimulatedGatewayOrdersTable>;
export type PaymentRow = Selectable<SimulatedGatewayPaymentsTable>;
export type RefundRow = Selectable<SimulatedGatewayRefundsTable>;

/** Razorpay's ids: a prefix and 14 letters and digits. */
export const gatewayId = (prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'card') => `${prefix}_${randomAlphanumeric(14)}`;

const seconds = (ms: number) => Math.floor(ms / 1000);
// Razorpay sends empty notes as [].
const notesJson = (text: string) => {
  const notes = JSON.parse(text) as Record<string, string>;
  return Object.keys(notes).length ? notes : [];
};

export function orderJson(row: OrderRow): RazorpayOrder {
  return {
    id: row.id,
    entity: 'order',
    amount: row.amount_paise,
    amount_paid: row.amount_paid_paise,
    amount_due: row.amount_paise - row.amount_paid_paise,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    notes: notesJson(row.notes),
    created_at: seconds(row.created_at),
  };
}

type PaymentError = { code: string; description: string; source: string; step: string; reason: string };

export function paymentJson(row: PaymentRow): RazorpayPayment {
  const error = row.error ? (JSON.parse(row.error) as PaymentError) : null;
  const refunded = row.amount_refunded_paise;
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amount_paise,
    currency: row.currency,
    status: row.status,
    order_id: row.order_id,
    invoice_id: null,
    international: false,
    method: row.method,
    amount_refunded: refunded,
    refund_status: refunded === 0 ? null : refunded < row.amount_paise ? 'partial' : 'full',
    captured: row.captured === 1,
    description: 'TEST payment (simulated gateway)',
    card_id: row.method === 'card' ? `card_${row.id.slice(4)}` : null,
    bank: row.method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: row.method === 'upi' ? 'success@razorpay' : null,
    email: 'void@razorpay.com',
    contact: '+919000090000',
    notes: [],
    fee: row.captured === 1 ? 0 : null,
    tax: row.captured === 1 ? 0 : null,
    error_code: error?.code ?? null,
    error_description: error?.description ?? null,
    error_source: error?.source ?? null,
    error_step: error?.step ?? null,
    error_reason: error?.reason ?? null,
    acquirer_data: {},
    created_at: seconds(row.created_at),
  };
}

export function refundJson(row: RefundRow): RazorpayRefund {
  return {
    id: row.id,
    entity: 'refund',
    amount: row.amount_paise,
    currency: row.currency,
    payment_id: row.payment_id,
    notes: notesJson(row.notes),
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: seconds(row.created_at),
    batch_id: null,
    status: row.status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
}

/** A refusal, answered as Razorpay answers: HTTP 400 (401 for credentials) and its error JSON. */
export class GatewayError extends Error {
  readonly status: 400 | 401;
  readonly field: string | null;
  constructor(description: string, { status = 400, field = null }: { status?: 400 | 401; field?: string | null } = {}) {
    super(description);
    this.status = status;
    this.field = field;
  }
  toJSON(): RazorpayErrorBody {
    const business = this.status === 400;
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.message,
        source: business ? 'business' : 'NA',
        step: business ? 'payment_initiation' : 'NA',
        reason: business ? 'input_validation_failed' : 'NA',
        metadata: {},
        field: this.field,
      },
    };
  }
}

export const NO_SUCH_ID = 'The id provided does not exist';
