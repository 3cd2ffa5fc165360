import { db as defaultDb, type DB } from '~/db/db.server';
import { consumeRateLimit } from '~/modules/rate-limit/consume-rate-limit.server';
import { AppError } from '~/utils/errors';

// Rate limits of staff authentication (docs/decisions/011-staff-authentication.md, 017). Windows
// are fixed 15 minutes. Per client = clientKey() (IPv4 address or IPv6 /64); per account = the
// normalised e-mail, counted the same whether or not an administrator has it.
// Guessing is stopped per account and per code. The per-client counts are flood limits: a shared
// office, a hospital network or a mobile carrier's NAT puts many people behind one address, so
// they sit well above what the institute's staff do in 15 minutes, and bound the scrypt work
// (~0.35 s, 128 MiB per hash) one client can cause.
export const ADMIN_AUTH_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait 15 minutes and try again.';

/** Every sign-in request from one client (successful or not): a flood limit, ~35 s of hashing. */
export const LOGIN_PER_CLIENT = 100;
/** Failed sign-ins for one e-mail, from anywhere; a success clears the count. The guessing limit. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Reset-code requests for one e-mail. */
export const SEND_OTP_PER_ACCOUNT = 3;
/** Reset-code requests from one client (any e-mails): a flood limit. */
export const SEND_OTP_PER_CLIENT = 30;
/** Reset attempts (code + new password) from one client: a flood limit. Each code dies after 5 wrong tries. */
export const VERIFY_OTP_PER_CLIENT = 30;
/**
 * Sign-ups from one client. The access password is one shared secret with no account to count
 * against, so this stays a guessing limit; sign-ups are rare and `npm run admin:create` needs none.
 */
export const REGISTER_PER_CLIENT = 10;

export const limitKey = (scope: string, who: string) => `admin-${scope}:${who}`;

/** Counts one request under `key`; throws RATE_LIMITED (429) over `limit` in the window. */
export function consumeAdminLimit({ key, limit, db = defaultDb, now = Date.now() }: { key: string; limit: number; db?: DB; now?: number }) {
  return consumeRateLimit({ key, limit, windowMs: ADMIN_AUTH_WINDOW_MS, message: TOO_MANY_ATTEMPTS_MESSAGE, db, now });
}

/** Throws RATE_LIMITED when `key` already reached `limit` in its current window, without counting. */
export async function assertUnderLimit({ key, limit, db = defaultDb, now = Date.now() }: { key: string; limit: number; db?: DB; now?: number }) {
  const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (row && Number(row.reset_at) > now && Number(row.count) >= limit) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE);
}

export async function clearLimit({ key, db = defaultDb }: { key: string; db?: DB }) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
