import { type Kysely, sql } from 'kysely';

// The language each receipt, credit note and fee statement was printed in ('en', 'hi', 'mr';
// decision 043): a cancelled receipt is served stamped in it, and the student's later choice of
// language never changes what an issued document says.
// Documents issued before this migration take the language on their student's profile, English
// where none was chosen: a document has been printed in the profile's language since migration
// 0031, and before it every student's language was English. Only a student who changed language
// after a document was printed gets that document's stamp in the language they read now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('receipts')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
  await sql`
    update receipts set language = (select users.language from users where users.id = receipts.student_id)
    where exists (select 1 from users where users.id = receipts.student_id and users.language in ('hi', 'mr'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('receipts').dropColumn('language').execute();
}
