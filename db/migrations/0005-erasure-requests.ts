import { sql, type Kysely } from 'kysely';

// A student's request to erase their personal data (DPDP Act 2023; DESIGN.md §7), and what staff
// did about it. The student row stays, anonymised, so that records kept by law (fee payments and
// receipts) still have an owner id; `kept` says what was kept and why.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('erasure_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('completed_by', 'text')
    .addColumn('kept', 'text')
    .execute();
  // One open request per student (a partial unique index: the same SQL on SQLite and PostgreSQL).
  await sql`create unique index erasure_requests_open on erasure_requests (user_id) where completed_at is null`.execute(db);
  await db.schema.createIndex('erasure_requests_requested_at').on('erasure_requests').column('requested_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('erasure_requests').execute();
}
