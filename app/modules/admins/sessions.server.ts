import { createHash, randomBytes } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { imageUrl, parseImages } from '~/modules/images/images';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { markPersonalAnswer, markSignedIn } from '~/utils/personal-answer.server';
import type { StaffRole } from './staff-roles';

// Staff sessions (docs/decisions/011-staff-authentication.md): an opaque random token handed to
// the client once; only its SHA-256 is stored, so a copy of the database cannot be replayed.
// Fixed lifetime of 12 hours from sign-in (one working day), no sliding: a stolen token is
// useful for at most one day and nothing is written on every request.
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const ADMIN_SESSION_COOKIE = 'admin_session';

/** Attributes of the admin_session cookie, for the API's sign-in calls and the setup page alike. */
export const adminSessionCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  path: '/',
  secure: env.APP_URL.startsWith('https:'),
  maxAge: Math.floor(ADMIN_SESSION_TTL_MS / 1000),
});

export type AdminIdentity = { id: string; name: string; email: string; image: string | null; role: StaffRole };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Starts a new session for an administrator; returns the token (shown to the client only). Every
 * way in (sign-in, sign-up, setup link, invitation) starts one, so it is where the Staff page's
 * 'last sign-in' is kept.
 */
export async function createAdminSession({ adminId, db = defaultDb, now = Date.now() }: { adminId: string; db?: DB; now?: number }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ADMIN_SESSION_TTL_MS;
  await db
    .insertInto('sessions')
    .values({ id: newId(now), token_hash: hashToken(token), subject_type: 'admin', subject_id: adminId, expires_at: expiresAt, created_at: now })
    .execute();
  await db.updateTable('admins').set({ last_sign_in_at: now }).where('id', '=', adminId).execute();
  return { token, expiresAt };
}

export const adminImageUrl = (image: string | null) => {
  const [stored] = parseImages(image);
  return stored ? imageUrl(stored) : null;
};

/**
 * The administrator a token belongs to, or null for a missing, unknown or expired one, or one of
 * staff who has been disabled since (their sessions are also deleted then; this is the second net).
 * A token presented makes the answer personal.
 */
export async function findAdminBySessionToken({
  token,
  db = defaultDb,
  now = Date.now(),
}: {
  token: string | undefined;
  db?: DB;
  now?: number;
}): Promise<AdminIdentity | null> {
  if (!token) return null;
  markPersonalAnswer();
  if (token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.subject_id')
    .select(['admins.id', 'admins.name', 'admins.email', 'admins.image', 'admins.role', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.subject_type', '=', 'admin')
    .where('admins.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return null;
  markSignedIn({ staffId: row.id });
  return { id: row.id, name: row.name, email: row.email, image: adminImageUrl(row.image), role: row.role };
}

/** Ends one session (logout). */
export async function endAdminSession({ token, db = defaultDb }: { token: string; db?: DB }) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).where('subject_type', '=', 'admin').execute();
}

/** Ends every session of an administrator (after a password reset). Also forgets expired ones. */
export async function endAllAdminSessions({ adminId, db = defaultDb, now = Date.now() }: { adminId: string; db?: DB; now?: number }) {
  await db.deleteFrom('sessions').where('subject_type', '=', 'admin').where('subject_id', '=', adminId).execute();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
