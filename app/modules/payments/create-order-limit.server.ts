import type { DB } from '~/db/db.server';
import { consumeRateLimit } from '~/modules/rate-limit/consume-rate-limit.server';
import { CREATE_ORDER_TOO_OFTEN } from './payments.schemas';

// Each create-order may be a gateway call and an order reconciliation asks about for days. A
// student paying, closing Checkout, changing the amount and paying again makes a handful in ten
// minutes (and the same amount again reuses the open order); 40 in 9 seconds is a script.
export const CREATE_ORDER_LIMIT = 10;
export const CREATE_ORDER_WINDOW_MS = 10 * 60_000;

/** Counts one create-order of the student; 429 with Retry-After past CREATE_ORDER_LIMIT in the window. */
export const limitCreateOrders = ({ userId, db, now }: { userId: string; db?: DB; now?: number }) =>
  consumeRateLimit({ key: `create-order:${userId}`, limit: CREATE_ORDER_LIMIT, windowMs: CREATE_ORDER_WINDOW_MS, message: CREATE_ORDER_TOO_OFTEN, db, now });
