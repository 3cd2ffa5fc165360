import { type Kysely, sql } from 'kysely';

// Fee reminders are "at most one per instalment and stage, ever" (docs/decisions/034-dues-and-reminders.md).
// 0020 named an instalment by its position in the plan, so an instalment inserted before one
// already reminded took over that one's 'sent' and its student was never told. An instalment is
// now named by what stays put when a plan is edited: the application's course and its due date
// (a plan's due dates are strictly increasing). `instalment` stays as the position the e-mail said.
//
// There is no foreign key on course_id: an application may move to another course, and the course
// it left may then be deleted; the record of the e-mails sent for it stays.
//
// The primary key changes, so the table is rebuilt. Rows of 0020 take the application's course
// now (the best knowledge there is); two rows that now say the same thing keep the first position.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_reminders_by_due_date')
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('instalment', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('mail_job_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fee_reminders_once', ['application_id', 'course_id', 'due_date', 'stage'])
    .addCheckConstraint('fee_reminders_stage', sql`stage in ('before', 'missed')`)
    .execute();
  await sql`insert into fee_reminders_by_due_date
      (application_id, course_id, due_date, stage, instalment, amount_paise, mail_job_id, created_at)
    select r.application_id, a.course_id, r.due_date, r.stage, r.instalment, r.amount_paise, r.mail_job_id, r.created_at
    from fee_reminders r
    inner join applications a on a.id = r.application_id
    where not exists (select 1 from fee_reminders e
      where e.application_id = r.application_id and e.due_date = r.due_date and e.stage = r.stage and e.instalment < r.instalment)`.execute(db);
  await db.schema.dropTable('fee_reminders').execute();
  await db.schema.alterTable('fee_reminders_by_due_date').renameTo('fee_reminders').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fee_reminders_by_position')
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
  await sql`insert into fee_reminders_by_position
      (application_id, instalment, stage, due_date, amount_paise, mail_job_id, created_at)
    select r.application_id, r.instalment, r.stage, r.due_date, r.amount_paise, r.mail_job_id, r.created_at
    from fee_reminders r
    where not exists (select 1 from fee_reminders e
      where e.application_id = r.application_id and e.instalment = r.instalment and e.stage = r.stage and e.created_at < r.created_at)`.execute(db);
  await db.schema.dropTable('fee_reminders').execute();
  await db.schema.alterTable('fee_reminders_by_position').renameTo('fee_reminders').execute();
}
