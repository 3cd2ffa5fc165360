import { db as defaultDb, type DB } from '~/db/db.server';
import type { StoredImage } from '~/db/schema';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { assertPasswordPolicy, hashPassword } from './password.server';
import { adminImageUrl, type AdminIdentity } from './sessions.server';
import type { StaffRole } from './staff-roles';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type NewAdmin = { name: string; email: string; password: string; image?: StoredImage | null };

export const DUPLICATE_EMAIL_MESSAGE = 'An administrator with that e-mail already exists. Log in instead, or use another e-mail.';

export type AdminCreatedVia = 'register' | 'script' | 'seed' | 'setup' | 'invite';

// Who the audit log names: sign-up, the setup link and an invitation are the new person acting for themselves.
const SELF_CREATED: AdminCreatedVia[] = ['register', 'setup', 'invite'];
// The role unless the caller names one (docs/decisions/029-staff-roles.md): whoever holds the shared
// sign-up password gets ADMIN_SIGNUP_ROLE; the first administrator and the operator's script, owner
// (an invitation always names its role).
const defaultRole = (via: AdminCreatedVia): StaffRole => (via === 'register' ? env.ADMIN_SIGNUP_ROLE : 'owner');
const AUDIT_ACTION: Record<AdminCreatedVia, string> = {
  register: 'admin.register',
  setup: 'admin.setup',
  script: 'admin.create',
  seed: 'admin.create',
  invite: 'admin.accept-invite',
};

/**
 * Creates an administrator after checking the password policy. Used by sign-up, the
 * admin:create script, the first-administrator setup link and test helpers; `via` says which,
 * for the audit log. `passwordHash` (hashPassword of input.password, computed once) lets seeds
 * and tests skip the ~0.35 s hash. `role`: see defaultRole. `guard` runs inside the creating transaction, before the
 * insert: throwing there creates nothing (the setup link consumes its token that way).
 */
export async function createAdmin({
  input,
  db = defaultDb,
  via = 'register',
  role = defaultRole(via),
  now = Date.now(),
  passwordHash: precomputed,
  guard,
}: {
  input: NewAdmin;
  db?: DB;
  via?: AdminCreatedVia;
  role?: StaffRole;
  now?: number;
  passwordHash?: string;
  guard?: (trx: DB) => Promise<void>;
}): Promise<AdminIdentity> {
  const name = input.name.trim();
  const email = normaliseEmail(input.email);
  if (!name) throw new AppError('BAD_REQUEST', 'Name is required.');
  assertPasswordPolicy(input.password);
  const existing = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = precomputed ?? (await hashPassword(input.password));
  const id = newId(now);
  const image = input.image ? JSON.stringify(input.image) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await guard?.(trx);
      await trx
        .insertInto('admins')
        .values({ id, name, email, password_hash: passwordHash, image, role, disabled_at: null, created_at: now, updated_at: now })
        .execute();
      const self = SELF_CREATED.includes(via);
      await recordAudit({
        db: trx,
        actor: { type: self ? 'admin' : 'system', id: self ? id : null },
        action: AUDIT_ACTION[via],
        entity: 'admin',
        entityId: id,
        after: { name, email, image: input.image ?? null, via, role },
      });
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index decides.
    const again = await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst();
    if (again) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  return { id, name, email, image: adminImageUrl(image), role };
}

export async function findAdminByEmail({ email, db = defaultDb }: { email: string; db?: DB }) {
  return db.selectFrom('admins').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}
