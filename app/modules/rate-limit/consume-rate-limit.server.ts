import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';

/**
 * A fixed-window counter kept in the database, so several app nodes share it. One atomic upsert
 * (SQLite ≥ 3.35 and PostgreSQL alike), so concurrent requests cannot lose a count. Throws
 * RATE_LIMITED once `limit` requests were made under `key` in the current window, with the seconds
 * left in that window (the API's Retry-After).
 */
export async function consumeRateLimit({
  key,
  limit,
  windowMs,
  message,
  db = defaultDb,
  now = Date.now(),
}: {
  key: string;
  limit: number;
  windowMs: number;
  message: string;
  db?: DB;
  now?: number;
}) {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // Keys carry client addresses (personal data): when a window opens, forget every expired one.
  if (Number(row.count) === 1) await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  if (Number(row.count) > limit) {
    throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) });
  }
}
