import { type Kysely, sql } from 'kysely';

// Merit rounds and offers (issue 23 points 3 and 4, docs/decisions/048-merit-rounds.md).
// - `merit_rounds`: one row per round of a course, numbered 1, 2, … (unique per course, so two
//   staff generating at once cannot both make round 2). `free_seats`: the seats by category the
//   round offered (JSON), `reserved` 0 once the round is past the conversion (all seats Open).
// - `merit_round_entries`: the round's list as published — rank, category, the marks ranked by,
//   offered or waitlisted and the seat's category — written once, never updated.
// - `offers`: one per offered entry, the only part that moves: open → accepted | declined | lapsed.
//   `deadline_at`: the end of the India day `deadline_on`; an open offer past it is lapsed, even
//   before a write says so. The partial unique index keeps one open offer per application.
// The reservation percentages live in site_settings' row 'reservation' (no new table).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merit_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('criterion', 'text', (c) => c.notNull())
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('free_seats', 'text', (c) => c.notNull())
    .addColumn('deadline_on', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('merit_rounds_course_number', ['course_id', 'number'])
    .execute();
  await db.schema
    .createTable('merit_round_entries')
    .addColumn('round_id', 'text', (c) => c.notNull().references('merit_rounds.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('seat_category', 'text')
    .addPrimaryKeyConstraint('merit_round_entries_pk', ['round_id', 'application_id'])
    .addCheckConstraint('merit_round_entries_outcome', sql`outcome in ('offered', 'waitlisted')`)
    .execute();
  await db.schema.createIndex('merit_round_entries_rank').on('merit_round_entries').columns(['round_id', 'rank']).execute();
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('round_id', 'text', (c) => c.notNull().references('merit_rounds.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('seat_category', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('deadline_on', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('offers_state', sql`state in ('open', 'accepted', 'declined', 'lapsed')`)
    .execute();
  await db.schema.createIndex('offers_application').on('offers').columns(['application_id', 'state']).execute();
  await db.schema.createIndex('offers_course_state').on('offers').columns(['course_id', 'state']).execute();
  await db.schema.createIndex('offers_one_open').on('offers').column('application_id').unique().where(sql.ref('state'), '=', 'open').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offers', 'merit_round_entries', 'merit_rounds']) await db.schema.dropTable(table).execute();
}
