import { db as defaultDb, dialect, type DB } from '~/db/db.server';
import { recordAudit, type AuditActor } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { STAFF_ROLE_LABELS, type StaffRole } from './staff-roles';

// An owner changes what a member of staff may do (docs/decisions/031-staff-invitations.md): their
// role, or whether they may sign in at all. The institute must always keep one enabled owner, or
// nobody could manage staff again: the last one can be neither demoted nor disabled.
export const STAFF_NOT_FOUND_MESSAGE = 'No member of staff with that id.';
export const LAST_OWNER_MESSAGE = 'This is the only owner who can sign in: make another member of staff an owner first.';
export const DISABLE_SELF_MESSAGE = 'You cannot disable your own account. Another owner can.';

type Target = { id: string; name: string; role: StaffRole; disabled_at: number | null };

/**
 * Inside the write's transaction: the member of staff, after every enabled owner is locked, and
 * whether the change would leave no enabled owner. Two owners demoting each other at once: on
 * PostgreSQL the second waits on the rows the first locked, then re-reads them and sees one owner
 * left; SQLite runs one write transaction at a time (BEGIN IMMEDIATE, app/db/db.server.ts).
 */
async function lockTarget(trx: DB, id: string): Promise<{ target: Target; lastOwner: boolean }> {
  const owners = await trx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .execute();
  const target = await trx.selectFrom('admins').select(['id', 'name', 'role', 'disabled_at']).where('id', '=', id).executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
  const lastOwner = owners.length === 1 && owners[0]!.id === id;
  return { target, lastOwner };
}

type Change = { id: string; actor: AuditActor; db?: DB; now?: number };

/** Gives a member of staff another role. Their open sessions carry the new role from their next request. */
export async function changeStaffRole({ id, role, actor, db = defaultDb, now = Date.now() }: Change & { role: StaffRole }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { target, lastOwner } = await lockTarget(trx, id);
    if (target.role === role) return `${target.name} is already ${STAFF_ROLE_LABELS[role]}.`;
    if (lastOwner) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
    await trx.updateTable('admins').set({ role, updated_at: now }).where('id', '=', id).execute();
    await recordAudit({ db: trx, now, actor, action: 'admin.role-change', entity: 'admin', entityId: id, before: { role: target.role }, after: { role } });
    return `${target.name} is now ${STAFF_ROLE_LABELS[role]}.`;
  });
}

/** Stops a member of staff from signing in: every session of theirs ends in the same transaction, so their next request is refused. */
export async function disableStaff({ id, actor, db = defaultDb, now = Date.now() }: Change): Promise<string> {
  if (actor.id === id) throw new AppError('CONFLICT', DISABLE_SELF_MESSAGE);
  return db.transaction().execute(async (trx) => {
    const { target, lastOwner } = await lockTarget(trx, id);
    if (target.disabled_at !== null) return `${target.name} is already disabled.`;
    if (lastOwner) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
    await trx.updateTable('admins').set({ disabled_at: now, updated_at: now }).where('id', '=', id).execute();
    await trx.deleteFrom('sessions').where('subject_type', '=', 'admin').where('subject_id', '=', id).execute();
    await recordAudit({ db: trx, now, actor, action: 'admin.disable', entity: 'admin', entityId: id, before: { disabled: false }, after: { disabled: true } });
    return `${target.name} is disabled: they are signed out and cannot sign in.`;
  });
}

/** Lets a disabled member of staff sign in again, with the role they had. */
export async function enableStaff({ id, actor, db = defaultDb, now = Date.now() }: Change): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('admins').select(['name', 'disabled_at']).where('id', '=', id).executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
    if (target.disabled_at === null) return `${target.name} can already sign in.`;
    await trx.updateTable('admins').set({ disabled_at: null, updated_at: now }).where('id', '=', id).execute();
    await recordAudit({ db: trx, now, actor, action: 'admin.enable', entity: 'admin', entityId: id, before: { disabled: true }, after: { disabled: false } });
    return `${target.name} can sign in again.`;
  });
}
