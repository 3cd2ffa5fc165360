import { sql } from 'kysely';

/**
 * `column` contains `text`, ignoring case, with LIKE's % and _ in the text taken literally (a
 * backslash escapes them), the same on SQLite and PostgreSQL. lower() on both sides because
 * PostgreSQL's LIKE is case-sensitive and SQLite's is not (its lower() folds ASCII only).
 */
export function contains(column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}
