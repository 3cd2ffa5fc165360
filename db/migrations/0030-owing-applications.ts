import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The Dues page's total on PostgreSQL (issue 21, decision 041: the page sorted by name in under
// 50 ms at 100,000 applications; its rows now come from an index walk, migration 0029, so counting
// became most of its time). The total is one count per course of its applications paid below the fee and not
// Rejected (find-dues.server.ts). applications_dues (0020) answers that range but carries the
// student's and the application's ids too: 29 MB at 100,000 applications. This partial index holds
// only what the count reads, and PostgreSQL's B-tree deduplication folds the applications of one
// course paid the same amount into one entry: 640 KB, counted four times as fast. SQLite has no
// such deduplication and its planner keeps to the covering applications_dues for the count (about
// as fast there), so it gets no index it would not use.
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createIndex('applications_owing')
    .on('applications')
    .columns(['course_id', 'fees_paid_paise'])
    .where(sql.ref('status'), '<>', 'Rejected')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropIndex('applications_owing').execute();
}
