import type { Kysely } from 'kysely';

// Hindi and Marathi versions of the institute's content (issue 22 point 4, decision 044): one
// nullable column per language beside each English text. Null means "none entered": the page
// shows the English text for that field. The site settings' texts live in their JSON document.
const TRANSLATED: Record<string, string[]> = {
  courses: ['title', 'description', 'eligibility'],
  news: ['title', 'description'],
  events: ['title'],
};
const LANGUAGES = ['hi', 'mr'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, fields] of Object.entries(TRANSLATED)) {
    for (const field of fields) {
      for (const language of LANGUAGES) await db.schema.alterTable(table).addColumn(`${field}_${language}`, 'text').execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, fields] of Object.entries(TRANSLATED)) {
    for (const field of fields) {
      for (const language of LANGUAGES) await db.schema.alterTable(table).dropColumn(`${field}_${language}`).execute();
    }
  }
}
