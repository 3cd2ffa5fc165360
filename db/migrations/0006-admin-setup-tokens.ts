import type { Kysely } from 'kysely';

// One-time links that create the first administrator of a public deployment
// (docs/decisions/016-local-conveniences.md): only the SHA-256 of each token is stored, with its
// expiry. A successful setup deletes every row, so a used link is simply gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_setup_tokens').execute();
}
