import type { Kysely } from 'kysely';

// Admission letters (issue 23 point 6, docs/decisions/047-admission-letter.md).
//
// `courses.reporting_on`: the day a course's admitted students report to the institute, an ISO
// calendar day in India's date ('2026-07-01'); null: not decided yet, the letter says the institute
// will tell the student.
//
// `admission_letters`: one letter per Accepted application, issued the first time it is asked for
// and then kept as issued: `facts` is the JSON of everything it prints (institute, student, course,
// category, fees and instalments, reporting date, date of admission), so the letter redraws the same
// every time, and `code` is what /verify/{code} looks up (unique, unguessable). It goes with its
// application (an erased application leaves no letter that names the student).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('reporting_on', 'text').execute();
  await db.schema
    .createTable('admission_letters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().unique().references('applications.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull()) // en | hi | mr: the student's when it was issued
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull()) // student:<id> | admin:<id>
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admission_letters').execute();
  await db.schema.alterTable('courses').dropColumn('reporting_on').execute();
}
