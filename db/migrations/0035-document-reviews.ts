import { type Kysely, sql } from 'kysely';

// Documents verified one by one (issue 23 point 5, docs/decisions/046-verified-documents.md).
// A row of `documents` is now one uploaded version of a student's document: a new upload marks the
// version before it replaced (`replaced_at`) instead of deleting it, so staff can still open it.
// At most one current version per student and document (a partial unique index, on both engines).
// A version carries its own review: pending, verified, or rejected with a reason from a short list
// (`review_reason`) and staff's words (`review_note`). Rows of before are current and pending.
//
// SQLite cannot drop the old unique constraint on (user_id, kind), so the table is rebuilt.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('review_reason', 'text')
    .addColumn('review_note', 'text')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addCheckConstraint('documents_review_status', sql`review_status in ('pending', 'verified', 'rejected')`)
    .execute();
  await sql`insert into document_versions (id, user_id, kind, content_type, byte_size, storage_key, created_at)
    select id, user_id, kind, content_type, byte_size, storage_key, created_at from documents`.execute(db);
  await db.schema.dropTable('documents').execute();
  await db.schema.alterTable('document_versions').renameTo('documents').execute();
  await sql`create unique index documents_current on documents (user_id, kind) where replaced_at is null`.execute(db);
  // Every version of a student's document, newest first (staff's history, erasure).
  await db.schema.createIndex('documents_user_versions').on('documents').columns(['user_id', 'kind', 'created_at']).execute();
  // Staff's queue: the current versions still to verify.
  await sql`create index documents_to_verify on documents (user_id) where replaced_at is null and review_status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents_one_per_kind')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('documents_user_kind', ['user_id', 'kind'])
    .execute();
  // Replaced versions are dropped here; their files stay in storage.
  await sql`insert into documents_one_per_kind (id, user_id, kind, content_type, byte_size, storage_key, created_at)
    select id, user_id, kind, content_type, byte_size, storage_key, created_at from documents where replaced_at is null`.execute(db);
  await db.schema.dropTable('documents').execute();
  await db.schema.alterTable('documents_one_per_kind').renameTo('documents').execute();
}
