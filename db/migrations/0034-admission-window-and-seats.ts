import type { Kysely } from 'kysely';

// A course's admission season (issue 23 points 1 and 2, decision 045): the first and last day
// applications are taken (ISO days, India's date; null: no limit that side) and how many
// applications may be Accepted (null: no limit). Seats taken are counted from the applications,
// never kept as a number beside them. A course may also admit only students whose documents staff
// have verified (0/1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('admission_opens_on', 'text').execute();
  await db.schema.alterTable('courses').addColumn('admission_closes_on', 'text').execute();
  await db.schema.alterTable('courses').addColumn('seats', 'integer').execute();
  await db.schema
    .alterTable('courses')
    .addColumn('requires_verified_documents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = ['admission_opens_on', 'admission_closes_on', 'seats', 'requires_verified_documents'];
  for (const column of columns) await db.schema.alterTable('courses').dropColumn(column).execute();
}
