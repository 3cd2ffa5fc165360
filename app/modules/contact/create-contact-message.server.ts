import { db as defaultDb, type DB } from '~/db/db.server';
import { consumeRateLimit } from '~/modules/rate-limit/consume-rate-limit.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import type { ContactMessageInput } from './contact.schemas';

/** Stores a visitor's message; each client may send CONTACT_RATE_LIMIT per window. */
export async function createContactMessage({
  message,
  clientKey,
  db = defaultDb,
  now = Date.now(),
}: {
  message: ContactMessageInput;
  clientKey: string;
  db?: DB;
  now?: number;
}) {
  await consumeRateLimit({
    db,
    now,
    key: `contact:${clientKey}`,
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: env.CONTACT_RATE_WINDOW_SECONDS * 1000,
    message: 'You have sent several messages in a short time. Please wait a few minutes, or call us.',
  });
  const id = newId();
  await db
    .insertInto('contact_messages')
    .values({ id, ...message, created_at: now })
    .execute();
  return id;
}
