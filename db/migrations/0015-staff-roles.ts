import { sql, type Kysely } from 'kysely';

// Staff roles (docs/decisions/029-staff-roles.md): owner, admissions, accounts, content. Every
// administrator made before roles existed could do everything, so they become owners. `disabled_at`
// is set when an owner disables a member of staff: their sessions end and sign-in is refused until
// they are enabled again; the row stays, because the audit log and the ledger name them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('owner')
        .check(sql`role in ('owner', 'admissions', 'accounts', 'content')`),
    )
    .execute();
  await db.schema.alterTable('admins').addColumn('disabled_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('disabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
}
