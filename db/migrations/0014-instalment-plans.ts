import { type Kysely, sql } from 'kysely';

// Spec §9 'Fees in full or predefined instalments': a course's instalment plan, set by staff on
// Add/Edit Course. One row per instalment, in order (position 1, 2, …), amounts in integer paise
// that add up to the course fee, due dates as ISO calendar days (India's date, no time). No rows:
// no plan, the student may pay any amount up to the balance. Rows go with their course.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_instalments')
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_instalments_pk', ['course_id', 'position'])
    .addCheckConstraint('course_instalments_positive', sql`amount_paise > 0 and position > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_instalments').execute();
}
