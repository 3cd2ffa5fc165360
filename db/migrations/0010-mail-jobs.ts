import { sql, type Kysely } from 'kysely';

// Outgoing e-mail as durable jobs (docs/decisions/022-mail-jobs-in-our-database.md): a row is
// written in the same transaction as whatever the e-mail is about, and a worker in every app
// process sends it under a lease (lease_owner + lease_until), retrying with backoff until it is
// sent or has failed for good. `recipient`, not `to`: TO is a reserved word in SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // The content is kept only until the mail is delivered or expires (then null): codes must not
    // sit readable in the database, and a receipt's PDF must not stay twice.
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text') // JSON [{ filename, contentType, content: base64 }]
    .addColumn('status', 'text', (c) => c.notNull()) // queued | sending | sent | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint') // a code's e-mail is worthless once the code has expired
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // What the worker asks for: due jobs, and jobs whose lease ran out.
  await db.schema.createIndex('mail_jobs_due').on('mail_jobs').columns(['status', 'next_attempt_at']).execute();
  // What staff see: failed sends, newest first.
  await sql`create index mail_jobs_failed on mail_jobs (updated_at) where status = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_jobs').execute();
}
