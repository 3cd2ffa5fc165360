import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { assertUnderLimit, clearLimit, consumeAdminLimit, limitKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_PER_CLIENT } from './admin-limits.server';
import { normaliseEmail } from './admins.server';
import { burnPasswordCheck, verifyPassword } from './password.server';
import { adminImageUrl, createAdminSession, type AdminIdentity } from './sessions.server';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password.';
export const DISABLED_ACCOUNT_MESSAGE = "This staff account is disabled. Ask the institute's owner to enable it again.";

/**
 * Checks an administrator's e-mail and password and starts a new session (a new token at every
 * sign-in). Unknown e-mails cost the same scrypt work as wrong passwords and get the same answer.
 * Without `now`, each step reads the clock when it runs (the session starts after the hashing).
 */
export async function signInAdmin({
  email,
  password,
  clientKey,
  db = defaultDb,
  now,
}: {
  email: string;
  password: string;
  clientKey: string;
  db?: DB;
  now?: number;
}): Promise<{ admin: AdminIdentity; token: string }> {
  const address = normaliseEmail(email);
  const accountKey = limitKey('login-failures', address);
  await consumeAdminLimit({ key: limitKey('login', clientKey), limit: LOGIN_PER_CLIENT, db, now });
  await assertUnderLimit({ key: accountKey, limit: LOGIN_FAILURES_PER_ACCOUNT, db, now });

  const row = await db
    .selectFrom('admins')
    .select(['id', 'name', 'email', 'image', 'role', 'disabled_at', 'password_hash'])
    .where('email', '=', address)
    .executeTakeFirst();
  const valid = row ? await verifyPassword(password, row.password_hash) : (await burnPasswordCheck(password), false);
  if (!row || !valid) {
    await consumeAdminLimit({ key: accountKey, limit: Number.MAX_SAFE_INTEGER, db, now }); // counts; assertUnderLimit enforces
    await recordAudit({
      db,
      actor: { type: 'anonymous', id: null },
      action: 'admin.sign-in-failed',
      entity: 'admin',
      entityId: row?.id ?? null,
      after: { email: address, reason: row ? 'wrong password' : 'unknown e-mail' },
    });
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearLimit({ key: accountKey, db });
  // Said only to whoever knows the password: a stranger learns nothing about the account.
  if (row.disabled_at !== null) throw new AppError('FORBIDDEN', DISABLED_ACCOUNT_MESSAGE);
  const { token } = await createAdminSession({ adminId: row.id, db, now });
  await recordAudit({ db, actor: { type: 'admin', id: row.id }, action: 'admin.sign-in', entity: 'admin', entityId: row.id, after: { email: address } });
  return { admin: { id: row.id, name: row.name, email: row.email, image: adminImageUrl(row.image), role: row.role }, token };
}
