import { sql } from 'kysely';

/**
 * `column` contains `text`, with LIKE's % and _ in the text taken literally: a backslash escapes
 * them, the same on SQLite and PostgreSQL. `ignoreCase` compares lower() of both sides
 * (PostgreSQL's LIKE is case-sensitive; SQLite's lower() folds ASCII only).
 */
export function contains(column: string, text: string, { ignoreCase = false } = {}) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ignoreCase ? sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'` : sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
