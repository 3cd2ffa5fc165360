import { randomBytes } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit, type AuditActor } from '~/modules/audit/record-audit.server';
import { storeImage } from '~/modules/images/store-image.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { createAdmin, normaliseEmail } from './admins.server';
import { assertPasswordPolicy } from './password.server';
import { hashToken, type AdminIdentity } from './sessions.server';
import { STAFF_ROLE_LABELS, type StaffRole } from './staff-roles';

// Invitations to join the staff (docs/decisions/031-staff-invitations.md), the way the first
// administrator's setup link works: 32 random bytes in the link, only their SHA-256 stored, the
// row deleted when used. One open invitation per address: inviting again replaces the row (and
// its token), so the earlier link stops working. 48 hours: a weekend away from the mailbox.
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
export const INVITATION_PATH = '/dashboard/accept-invite';

export const ALREADY_STAFF_MESSAGE = 'That e-mail already belongs to a member of staff. Change their role on the Staff page instead.';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid: it has expired (links last 48 hours), was already used, or was replaced by a newer ' +
  "invitation. Ask the institute's owner to invite you again.";

export type OpenInvitation = { email: string; role: StaffRole };

const isStaff = async ({ email, db }: { email: string; db: DB }) =>
  !!(await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst());

/**
 * Invites `email` to the staff with `role`: stores the invitation (replacing an open one to that
 * address), its audit entry and its e-mail in one transaction, then tries the e-mail at once.
 * Refused (409) when the address already belongs to staff, disabled or not.
 */
export async function inviteStaff({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: { email: string; role: StaffRole };
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ email: string; expiresAt: number }> {
  const email = normaliseEmail(input.email);
  if (await isStaff({ email, db })) throw new AppError('CONFLICT', ALREADY_STAFF_MESSAGE, { field: 'email' });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + INVITATION_TTL_MS;
  const link = `${env.APP_URL}${INVITATION_PATH}/${token}`;
  const id = newId(now);
  const mailId = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_invitations').where('expires_at', '<=', now).execute();
    const replaced = await trx.selectFrom('staff_invitations').select('id').where('email', '=', email).executeTakeFirst();
    // An upsert on the address: two invitations sent at once leave one row, the later token.
    await trx
      .insertInto('staff_invitations')
      .values({ id, email, role: input.role, token_hash: hashToken(token), invited_by: actor.id, expires_at: expiresAt, created_at: now })
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet({ id, role: input.role, token_hash: hashToken(token), invited_by: actor.id, expires_at: expiresAt, created_at: now }),
      )
      .execute();
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'admin.invite',
      entity: 'staff-invitation',
      entityId: id,
      // `replaced`: an earlier invitation to this address was open, and its link stopped working.
      after: { email, role: input.role, replaced: !!replaced },
    });
    return queueMail({
      db: trx,
      now,
      expiresAt,
      mail: {
        to: email,
        subject: `You are invited to the staff of ${env.INSTITUTE_NAME}`,
        text:
          `Hello,\n\nYou are invited to join the staff dashboard of ${env.INSTITUTE_NAME} as ` +
          `${STAFF_ROLE_LABELS[input.role]}. Open this link to set your name, photo and password:\n\n` +
          `${link}\n\nThe link works once, for 48 hours. If you did not expect this invitation, ignore this e-mail.\n`,
      },
    });
  });
  // The invitation is stored whatever happens to this first attempt: the queue retries it.
  void sendQueuedMailNow({ id: mailId, db, now });
  return { email, expiresAt };
}

/** The open invitation a link holds, or null for an unknown, used, replaced or expired one. Cheap: checked before a password is hashed. */
export async function findInvitation({ token, db = defaultDb, now = Date.now() }: { token: string; db?: DB; now?: number }): Promise<OpenInvitation | null> {
  if (!token || token.length > 100) return null;
  const row = await db.selectFrom('staff_invitations').select(['email', 'role', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row && Number(row.expires_at) > now ? { email: row.email, role: row.role } : null;
}

/**
 * The invitee joins: the password policy first, then the photo, then the account with the
 * invitation's e-mail and role (createAdmin, audited). Inside its transaction the invitation is
 * deleted and must still be live: of two uses at once, one wins.
 */
export async function acceptInvitation({
  token,
  input,
  db = defaultDb,
  now = Date.now(),
}: {
  token: string;
  input: { name: string; password: string; image?: File | undefined };
  db?: DB;
  now?: number;
}): Promise<AdminIdentity> {
  const invitation = await findInvitation({ token, db, now });
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_INVALID_MESSAGE);
  assertPasswordPolicy(input.password);
  const image = input.image ? await storeImage({ bytes: new Uint8Array(await input.image.arrayBuffer()) }) : null;
  const hash = hashToken(token);
  return createAdmin({
    input: { name: input.name, email: invitation.email, password: input.password, image },
    role: invitation.role,
    via: 'invite',
    db,
    now,
    guard: async (trx) => {
      const taken = await trx.deleteFrom('staff_invitations').where('token_hash', '=', hash).where('expires_at', '>', now).returning('id').execute();
      if (taken.length === 0) throw new AppError('NOT_FOUND', INVITATION_INVALID_MESSAGE);
    },
  });
}

export const INVITATION_REVOKED = 'Invitation revoked. Its link no longer works.';
export const INVITATION_NOT_OPEN = 'That invitation is no longer open: it was accepted, revoked or has expired.';

/**
 * The owner takes back an open invitation (sent to the wrong address, or the person is not joining):
 * the row goes, so its link stops working at once; audited with the address and role. An
 * invitation already accepted, revoked or expired is 404 and changes nothing.
 */
export async function revokeInvitation({
  id,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  id: string;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<{ message: string }> {
  await db.transaction().execute(async (trx) => {
    const taken = await trx.deleteFrom('staff_invitations').where('id', '=', id).where('expires_at', '>', now).returning(['email', 'role']).executeTakeFirst();
    if (!taken) throw new AppError('NOT_FOUND', INVITATION_NOT_OPEN);
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'admin.revoke-invite',
      entity: 'staff-invitation',
      entityId: id,
      before: { email: taken.email, role: taken.role },
    });
  });
  return { message: INVITATION_REVOKED };
}
