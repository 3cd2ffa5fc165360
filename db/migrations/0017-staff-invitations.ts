import { sql, type Kysely } from 'kysely';

// The Staff page (docs/decisions/031-staff-invitations.md). An owner invites a member of staff by
// e-mail: one open invitation per address (a new one replaces it, so the old link dies), only the
// SHA-256 of its token stored, 48 hours to use it; accepting deletes the row, so a used link is
// simply gone. `invited_by` names the owner for the list; admins are never deleted, so no cascade.
// `admins.last_sign_in_at`: when their newest session started, for the staff list (null: never
// since this migration).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'admissions', 'accounts', 'content')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('admins.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('last_sign_in_at').execute();
  await db.schema.dropTable('staff_invitations').execute();
}
