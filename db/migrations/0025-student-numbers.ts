import { type Kysely, sql } from 'kysely';

// Students get a short number people can read out and accountants can search for, in exports and
// on the payments lists instead of a UUID: 'NIHM-2026-000123' — the receipts' institute letters,
// the calendar year (India) the student registered in, and a sequence of that year
// (app/modules/students/student-number.ts).
//
// `student_number_series` holds the last number given in each year, moved by one upsert when a
// student is created (issueStudentNumber), as `receipt_series` does for receipts; the unique index
// on `users.student_number` is the last word if two sign-ups ever met. Students who registered
// before this migration are numbered in registration order (created_at, then id), year by year.
//
// `payment_reports (payment_id)` lets the exports ask of each ledger row, cheaply, whether it is a
// payment a student reported and accounts accepted ('UPI, reported by the student').
const IST_OFFSET_MS = 19_800_000;
const UPDATE_BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_number_series')
    .addColumn('year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('student_number', 'text').execute();
  await db.schema.createIndex('users_student_number').on('users').column('student_number').unique().execute();
  await db.schema.createIndex('payment_reports_payment').on('payment_reports').column('payment_id').execute();

  // better-auth's created_at: a Date on PostgreSQL, ISO text on SQLite (migration 0003). Sorted
  // here, not in SQL, so both engines number the same students the same way.
  const { rows } = await sql<{ id: string; created_at: Date | string }>`select id, created_at from users`.execute(db);
  const registered = rows
    .map((row) => ({ id: row.id, at: new Date(row.created_at).getTime() }))
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const lastOfYear = new Map<string, number>();
  const numbered = registered.map(({ id, at }) => {
    const year = String(new Date(at + IST_OFFSET_MS).getUTCFullYear());
    const next = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, next);
    return { id, number: `NIHM-${year}-${String(next).padStart(6, '0')}` };
  });
  for (let start = 0; start < numbered.length; start += UPDATE_BATCH) {
    const batch = numbered.slice(start, start + UPDATE_BATCH);
    const cases = sql.join(
      batch.map((row) => sql`when ${row.id} then ${row.number}`),
      sql` `,
    );
    await sql`update users set student_number = case id ${cases} end where id in (${sql.join(batch.map((row) => row.id))})`.execute(db);
  }
  for (const [year, last] of lastOfYear) {
    await sql`insert into student_number_series (year, last_number) values (${year}, ${last})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_reports_payment').execute();
  await db.schema.dropIndex('users_student_number').execute();
  await db.schema.alterTable('users').dropColumn('student_number').execute();
  await db.schema.dropTable('student_number_series').execute();
}
