import type { Kysely } from 'kysely';

// The institute's own face, edited by staff (Site Settings): hero slides, the About banner and the
// contact details. One row (id 'site') holding the whole document as JSON text (decision 003); no
// row means nothing was saved yet and the site shows the values of the environment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
