import { sql } from 'kysely';
import type { DB, Dialect } from '~/db/db.server';

/**
 * Deletes every row but the migrations' own bookkeeping: a migrated database as the template left
 * it (its migrations insert no other rows). Identities and SQLite's AUTOINCREMENT start again.
 */
export async function emptyDatabase(db: DB, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
      db,
    );
    await sql`truncate table ${sql.join(rows.map((row) => sql.table(row.name)))} restart identity cascade`.execute(db);
    return;
  }
  // Ordinary and virtual tables; never a virtual table's shadow tables (FTS5's index, migration
  // 0029), which SQLite keeps writable only through their virtual table.
  const { rows } = await sql<{ name: string }>`select name from pragma_table_list
    where schema = 'main' and type in ('table', 'virtual') and name not like 'kysely_%' and name not like 'sqlite_%'`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    for (const { name } of rows) await sql`delete from ${sql.table(name)}`.execute(db);
    const sequences = await sql`select name from sqlite_master where name = 'sqlite_sequence'`.execute(db);
    if (sequences.rows.length) await sql`delete from sqlite_sequence`.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
