import type { Kysely } from 'kysely';

// A course may ask for its first instalment before a merit offer can be accepted (issue 23 point 4,
// decision 048): paying confirms the seat, as institutes ask. 0/1; 0 keeps accepting free of money.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('offer_needs_first_instalment', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('offer_needs_first_instalment').execute();
}
