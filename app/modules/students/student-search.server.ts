import { sql } from 'kysely';
import { type DB, dialect } from '~/db/db.server';

// Staff find students by a piece of their name (View Applications, the Dues page) or of their name,
// e-mail or phone (the Payments desk): every word must appear, ignoring case, in one of them. The
// texts are kept per student in `student_search` by triggers, under trigram indexes (migration
// 0029, docs/decisions/041-name-search-trigram-index.md), so a search reads the students whose
// texts hold the word's trigrams instead of every student.

/** More words than a name has would only make the query longer. */
const SEARCH_WORDS_MAX = 5;
/** A trigram index finds words of three characters (code points, as both engines count) or more; shorter ones are read in full. */
const TRIGRAM = 3;

/** The words of a search box: lower-cased, split at spaces, at most SEARCH_WORDS_MAX. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
}

export type SearchedTexts = 'names' | 'names and contacts';

/**
 * The ids of the students (users.id) each of whose `words` appears in their names (account name,
 * first, middle or last name) or, with 'names and contacts', in those or their e-mail or contact
 * number. A subquery: callers use it as `where('applications.user_id', 'in', …)`. No words: every
 * student.
 */
export function studentsMatching(db: DB, words: string[], texts: SearchedTexts = 'names') {
  return matchingRows(db, words, texts).select('student_search.user_id');
}

/**
 * How many applications the students named by `words` have, from their counts (kept by triggers
 * on applications): a common surname's thousands of applications are not read to be counted.
 */
export async function countApplicationsOfStudentsNamed(db: DB, words: string[]): Promise<number> {
  const { total } = await matchingRows(db, words, 'names')
    .select((eb) => eb.fn.sum<number | string | null>('student_search.application_count').as('total'))
    .executeTakeFirstOrThrow();
  return Number(total ?? 0);
}

function matchingRows(db: DB, words: string[], texts: SearchedTexts) {
  const columns = texts === 'names' ? (['student_search.names'] as const) : (['student_search.names', 'student_search.contacts'] as const);
  let query = db.selectFrom('student_search');
  const indexed = words.filter((word) => [...word].length >= TRIGRAM);
  // PostgreSQL: pg_trgm's GIN index answers LIKE itself, whatever the word's length (a short one
  // reads the whole index). SQLite: FTS5 answers the words it can; LIKE checks the short ones.
  const scanned = dialect === 'postgres' ? words : words.filter((word) => !indexed.includes(word));
  if (dialect === 'sqlite' && indexed.length) {
    query = query.where(
      sql<boolean>`student_search.rowid in (select rowid from student_search_fts where student_search_fts match ${ftsQuery(indexed, texts)})`,
    );
  }
  if (scanned.length) query = query.where((eb) => eb.and(scanned.map((word) => eb.or(columns.map((column) => holds(column, word))))));
  return query;
}

/**
 * `column` (lower-cased by the triggers) holds `word`, LIKE's % and _ taken literally. The column
 * bare, not lower(column): the index is on the column. lower() of the pattern is folded to a
 * constant before planning, so pg_trgm still sees a LIKE of a constant.
 */
function holds(column: string, word: string) {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} like lower(${pattern}) escape '\\'`;
}

/**
 * An FTS5 query: each word a quoted phrase (its own quotes doubled, nothing else in it special),
 * all of them required; with the trigram tokenizer a phrase matches a substring, ignoring case.
 * `{names}:` keeps the search to the names column.
 */
function ftsQuery(words: string[], texts: SearchedTexts): string {
  const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;
  return words.map((word) => (texts === 'names' ? `{names} : ${phrase(word)}` : phrase(word))).join(' AND ');
}
