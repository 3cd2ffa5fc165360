import type { Kysely } from 'kysely';

// The language a student chose for the site, their e-mails and their money documents (issue 22,
// decision 043): 'en', 'hi' or 'mr'; null until they choose one with the header's language switch.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
