import { db as defaultDb, type DB } from '~/db/db.server';
import { hmacSha256Hex } from '~/modules/payments/razorpay-signatures.server';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '~/modules/payments/razorpay.schemas';
import { gatewayId } from './simulated-entities';

// Webhooks as Razorpay sends them (razorpay.com/docs/webhooks: validate-test, best-practices):
// POST of the event JSON, `X-Razorpay-Signature` = hex HMAC-SHA256 of the exact body with the
// webhook secret, `X-Razorpay-Event-Id` unique per event and the same on every retry; any non-2xx
// answer (or none within 5 s) is a failure, retried with exponential backoff for 24 hours.
// Events are stored in the same transaction as the change they announce, so a crash between the
// two loses nothing; a worker sends what is due (claimed first, so two workers never send one
// event at the same moment).

const ACCOUNT_ID = 'acc_TESTsimulated1';
const TIMEOUT_MS = 5_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Wait before attempt n + 1: 5 s, 10 s, 20 s … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

type Entities = { payment?: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund };

/** Stores one event for delivery. Pass the transaction of the change it announces. */
export async function enqueueWebhook(db: DB, { event, entities, url, now }: { event: string; entities: Entities; url: string; now: number }) {
  const contains = Object.keys(entities);
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({ entity: 'event', account_id: ACCOUNT_ID, event, contains, payload, created_at: Math.floor(now / 1000) });
  await db
    .insertInto('simulated_gateway_webhooks')
    .values({ id: gatewayId('evt'), event, url, body, attempts: 0, next_attempt_at: now, created_at: now })
    .execute();
}

export type DeliveryOptions = { db?: DB; webhookSecret: string; now?: number };

/** Sends every event that is due once; answers how many were delivered. */
export async function deliverDueWebhooks({ db = defaultDb, webhookSecret, now = Date.now() }: DeliveryOptions): Promise<number> {
  const due = await db.selectFrom('simulated_gateway_webhooks').selectAll().where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(20).execute();
  let delivered = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('simulated_gateway_webhooks')
      .set({ next_attempt_at: now + TIMEOUT_MS + 1_000, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const outcome = await send(row.url, row.id, row.body, webhookSecret);
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      delivered++;
      await db
        .updateTable('simulated_gateway_webhooks')
        .set({ delivered_at: Date.now(), next_attempt_at: null, last_status: outcome.status, last_error: null })
        .where('id', '=', row.id)
        .where('attempts', '=', attempts)
        .execute();
    } else {
      const givesUp = now - row.created_at >= GIVE_UP_AFTER_MS;
      await db
        .updateTable('simulated_gateway_webhooks')
        .set({
          next_attempt_at: givesUp ? null : now + retryDelayMs(attempts),
          gave_up_at: givesUp ? now : null,
          last_status: outcome.status,
          last_error: outcome.error,
        })
        .where('id', '=', row.id)
        // Only while this attempt is still the latest: an attempt that outlived its claim must
        // not undo what a later one recorded.
        .where('attempts', '=', attempts)
        .where('delivered_at', 'is', null)
        .execute();
    }
  }
  return delivered;
}

async function send(url: string, eventId: string, body: string, secret: string) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(body, secret), 'x-razorpay-event-id': eventId },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return { ok: response.status >= 200 && response.status < 300, status: response.status, error: response.ok ? null : `answered ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).name === 'TimeoutError' ? 'no answer within 5 s' : (error as Error).message };
  }
}

/**
 * Sends due events every `intervalMs` in this process until stopped (an unref'd timer: it never
 * keeps the process alive). Ticks never overlap.
 */
export function startWebhookDeliveries(options: Omit<DeliveryOptions, 'now'> & { intervalMs?: number }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueWebhooks(options);
    } catch (error) {
      console.error(`Simulated gateway: webhook deliveries failed this round: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.intervalMs ?? 2_000);
  timer.unref();
  return () => clearInterval(timer);
}
