import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { consumeAdminLimit, limitKey, SEND_OTP_PER_ACCOUNT, SEND_OTP_PER_CLIENT, VERIFY_OTP_PER_CLIENT } from './admin-limits.server';
import { normaliseEmail } from './admins.server';
import { assertPasswordPolicy, hashPassword } from './password.server';
import { endAllAdminSessions } from './sessions.server';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const SEND_OTP_MESSAGE = 'If that e-mail belongs to an administrator, a code is on its way.';
export const INVALID_OTP_MESSAGE = 'Invalid or expired code.';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated. You can log in now.';

// Stored as salt$sha256(salt:code): a per-code salt, so equal codes never share a hash.
const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');
function codeMatches(code: string, stored: string): boolean {
  const [salt = '', expected = ''] = stored.split('$');
  const actual = Buffer.from(hashCode(code, salt));
  const wanted = Buffer.from(expected);
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/**
 * Starts a password reset: for a known administrator, a new 6-digit code (earlier unused codes
 * die) is stored hashed and e-mailed. Known and unknown e-mails get the same answer, and the
 * e-mail is sent after the answer, so its time does not tell them apart either.
 */
export async function sendAdminOtp({
  email,
  clientKey,
  db = defaultDb,
  now = Date.now(),
}: {
  email: string;
  clientKey: string;
  db?: DB;
  now?: number;
}): Promise<void> {
  const address = normaliseEmail(email);
  await consumeAdminLimit({ key: limitKey('send-otp-client', clientKey), limit: SEND_OTP_PER_CLIENT, db, now });
  await consumeAdminLimit({ key: limitKey('send-otp', address), limit: SEND_OTP_PER_ACCOUNT, db, now });
  const admin = await db.selectFrom('admins').select(['id', 'name']).where('email', '=', address).executeTakeFirst();
  if (!admin) return;

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  // The code and its e-mail commit together; the queue retries the e-mail while the code lives.
  const mailId = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_otps').where('admin_id', '=', admin.id).execute();
    await trx
      .insertInto('admin_otps')
      .values({
        id: newId(now),
        admin_id: admin.id,
        code_hash: `${salt}$${hashCode(code, salt)}`,
        attempts: 0,
        expires_at: now + OTP_TTL_MS,
        used_at: null,
        created_at: now,
      })
      .execute();
    await recordAudit({ db: trx, actor: { type: 'anonymous', id: null }, action: 'admin.password-reset-requested', entity: 'admin', entityId: admin.id });
    return queueMail({
      db: trx,
      now,
      expiresAt: now + OTP_TTL_MS,
      mail: {
        to: address,
        subject: 'Your password reset code',
        text:
          `Hello ${admin.name},\n\nYour code to reset the password of your ${env.INSTITUTE_NAME} ` +
          `staff account is:\n\n${code}\n\nIt is valid for 10 minutes and can be used once. If you ` +
          'did not ask for it, ignore this e-mail: your password stays as it is.\n',
      },
    });
  });
  // First attempt after the answer, so its time does not tell known and unknown e-mails apart.
  void sendQueuedMailNow({ id: mailId, db, now });
}

/**
 * Completes a reset: the newest live code of that administrator must match. Every try counts,
 * atomically (the code is dead after 5); success sets the password, uses the code, ends every
 * session and sends a notice e-mail.
 */
export async function verifyAdminOtp({
  email,
  otp,
  newPassword,
  clientKey,
  db = defaultDb,
  now = Date.now(),
}: {
  email: string;
  otp: string;
  newPassword: string;
  clientKey: string;
  db?: DB;
  now?: number;
}): Promise<void> {
  await consumeAdminLimit({ key: limitKey('verify-otp', clientKey), limit: VERIFY_OTP_PER_CLIENT, db, now });
  assertPasswordPolicy(newPassword);
  const address = normaliseEmail(email);
  const admin = await db.selectFrom('admins').select(['id', 'name']).where('email', '=', address).executeTakeFirst();
  if (!admin) throw new AppError('BAD_REQUEST', INVALID_OTP_MESSAGE);
  const live = await db
    .selectFrom('admin_otps')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', admin.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) throw new AppError('BAD_REQUEST', INVALID_OTP_MESSAGE);
  // The try is counted before the code is compared, in one guarded update: of any number of
  // concurrent guesses only OTP_MAX_ATTEMPTS get a row back and are compared at all (a read
  // followed by a write let every guess that read `attempts < 5` through).
  const counted = await db
    .updateTable('admin_otps')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw new AppError('BAD_REQUEST', INVALID_OTP_MESSAGE);
  if (!/^\d{6}$/.test(otp) || !codeMatches(otp, live.code_hash)) throw new AppError('BAD_REQUEST', INVALID_OTP_MESSAGE);

  const passwordHash = await hashPassword(newPassword); // outside the transaction: ~0.3 s of CPU
  const noticeId = await db.transaction().execute(async (trx) => {
    // Only one of two concurrent uses of the code wins.
    const used = await trx.updateTable('admin_otps').set({ used_at: now }).where('id', '=', live.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError('BAD_REQUEST', INVALID_OTP_MESSAGE);
    await trx.updateTable('admins').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', admin.id).execute();
    await endAllAdminSessions({ adminId: admin.id, db: trx, now });
    await recordAudit({
      db: trx,
      actor: { type: 'anonymous', id: null },
      action: 'admin.password-reset',
      entity: 'admin',
      entityId: admin.id,
      after: { email: address, sessionsEnded: true },
    });
    return queueMail({
      db: trx,
      now,
      mail: {
        to: address,
        subject: 'Your password was changed',
        text:
          `Hello ${admin.name},\n\nThe password of your ${env.INSTITUTE_NAME} staff account was just ` +
          'changed with a reset code, and every signed-in session was ended.\n\nIf this was not you, ' +
          `contact the institute's administrators at once.\n`,
      },
    });
  });
  await sendQueuedMailNow({ id: noticeId, db, now });
}
