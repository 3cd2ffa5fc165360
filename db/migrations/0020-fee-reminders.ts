import { type Kysely, sql } from 'kysely';

// Dues and fee reminders (issue 11, docs/decisions/034-dues-and-reminders.md).
// - `applications.reminders_paused`: accounts stopped the reminder e-mails of this application
//   (an arrangement made at the office); 0/1, off by default.
// - `fee_reminders`: one row per reminder ever queued, keyed by application, instalment (its
//   position in the course's plan) and stage ('before': a few days before the due date, 'missed':
//   the day after). Written in the transaction that queues the e-mail, so the primary key is what
//   makes "at most one e-mail per instalment and stage, ever" hold on two nodes and across retries.
// - `applications_dues`: the Dues page and the reminders read the applications that still owe
//   money. Owing depends on the course's fee, so no partial index can say it; but per course, the
//   owing ones are a range of this index (fees_paid_paise below the fee) and those paid in full are
//   never read. It also holds what the list filters and joins on (and `id`, which SQLite's
//   covering index would otherwise lack), so the walk reads the index, not the rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('reminders_paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('fee_reminders')
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('instalment', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('mail_job_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_reminders_pk', ['application_id', 'instalment', 'stage'])
    .addCheckConstraint('fee_reminders_stage', sql`stage in ('before', 'missed')`)
    .execute();
  await db.schema
    .createIndex('applications_dues')
    .on('applications')
    .columns(['course_id', 'fees_paid_paise', 'status', 'reminders_paused', 'user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_dues').execute();
  await db.schema.dropTable('fee_reminders').execute();
  await db.schema.alterTable('applications').dropColumn('reminders_paused').execute();
}
