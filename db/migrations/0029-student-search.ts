import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// Name search that scales (issue 21, docs/decisions/041-name-search-trigram-index.md). Staff find
// students by a piece of a name, e-mail or phone ('pati' finds 'Patil'): a substring match, which
// no B-tree index answers, so every search read every student. `student_search` keeps, per
// student, what the searches match and what the Dues page sorts by, written by triggers on
// `users` and `profiles` (whoever writes them: better-auth, the admission form, erasure):
// - `names`: the account's name and the admission form's first, middle and last name, lower-cased,
//   one space between them. A search word holds no space, so it is found in this text exactly
//   when it is found in one of the names.
// - `contacts`: the e-mail and the contact number, the same way (the Payments desk searches them).
// - `sort_name`: the name staff see (the admission form's, else the account's, else the e-mail),
//   lower-cased: the Dues page's name sort, now an index walk instead of a sort of every row.
// - `application_count`: how many applications the student has (triggers on `applications`), so
//   View Applications totals a search by adding up its students' counts instead of joining their
//   applications: a surname shared by a tenth of the students matches ten thousand.
// Trigram indexes answer the substring match: pg_trgm's GIN index on PostgreSQL (LIKE uses it as
// it is), an FTS5 table with the trigram tokenizer on SQLite (kept by triggers on student_search).
// Both need three characters: shorter words are matched by reading student_search in full.
//
// The matching students' applications are then found by `applications_user_created_at` (user_id,
// created_at, id), which replaces `applications_user` (user_id): it holds what View Applications
// counts and sorts the page by, so a common surname's thousands of applications are read from the
// index alone.

const NAMES = sql`lower(u.name || ' ' || coalesce(p.first_name, '') || ' ' || coalesce(p.middle_name, '') || ' ' || coalesce(p.last_name, ''))`;
const CONTACTS = sql`lower(u.email || ' ' || coalesce(p.contact_number, ''))`;
// As find-dues.server.ts spelled it before this migration: one space where the middle name is missing.
const SORT_NAME = sql`lower(coalesce(
  nullif(trim(replace(coalesce(p.first_name, '') || ' ' || coalesce(p.middle_name, '') || ' ' || coalesce(p.last_name, ''), '  ', ' ')), ''),
  nullif(trim(u.name), ''),
  u.email))`;

const FROM_STUDENTS = sql`from users u left join profiles p on p.user_id = u.id`;
/** Adds the rows of the students chosen by `where` (on `u`, users): a new account, and the backfill. */
const add = (where: RawBuilder<unknown>) =>
  sql`insert into student_search (user_id, names, contacts, sort_name) select u.id, ${NAMES}, ${CONTACTS}, ${SORT_NAME} ${FROM_STUDENTS} where ${where}`;
/**
 * Writes the row of one student afresh after a change to their account or admission form. An
 * update, never an insert: a profile deleted with its account (cascade) finds no account and
 * changes nothing, whichever of the two cascades runs first.
 */
const refresh = (student: RawBuilder<unknown>) => sql`update student_search set names = ${NAMES}, contacts = ${CONTACTS}, sort_name = ${SORT_NAME}
  ${FROM_STUDENTS} where u.id = ${student} and student_search.user_id = u.id`;

const COUNT_APPLICATIONS = sql`update student_search set application_count = (select count(*) from applications a where a.user_id = student_search.user_id)`;
const countApplication = (student: RawBuilder<unknown>, change: '+ 1' | '- 1') =>
  sql`update student_search set application_count = application_count ${sql.raw(change)} where user_id = ${student}`;

// A migration imports nothing of the app (it must not depend on today's code): Kysely's adapter tells the engine.
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
  await db.schema.createIndex('applications_user_created_at').on('applications').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('applications_user').execute();
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  try {
    // Trusted since PostgreSQL 13: the database's owner (any role with CREATE on it) may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    throw new Error(
      "Migration 0029 needs PostgreSQL's extension pg_trgm, one of its contrib modules (postgresql-contrib). " +
        'If the files are there, a superuser can create it once in this database: CREATE EXTENSION pg_trgm; then start the app again. ' +
        `(${(error as Error).message})`,
      { cause: error },
    );
  }
  // "C": byte order, as SQLite's BINARY, so both engines page the name sort alike.
  await sql`create table student_search (
    user_id text primary key references users (id) on delete cascade,
    names text not null,
    contacts text not null,
    sort_name text collate "C" not null,
    application_count integer not null default 0)`.execute(db);
  await sql`create function student_search_user_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${add(sql`u.id = new.id`)}; else ${refresh(sql`new.id`)}; end if;
      return null;
    end $$`.execute(db);
  await sql`create function student_search_profile_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then ${refresh(sql`old.user_id`)}; else ${refresh(sql`new.user_id`)}; end if;
      return null;
    end $$`.execute(db);
  await sql`create function student_search_application_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then ${countApplication(sql`new.user_id`, '+ 1')}; end if;
      if tg_op <> 'INSERT' then ${countApplication(sql`old.user_id`, '- 1')}; end if;
      return null;
    end $$`.execute(db);
  // Triggers before the backfill: their DDL locks the tables until the migration commits, so no
  // student or application written meanwhile is missed.
  await sql`create trigger student_search_user_changed after insert or update of name, email on users
    for each row execute function student_search_user_changed()`.execute(db);
  await sql`create trigger student_search_profile_changed after insert or delete or update of first_name, middle_name, last_name, contact_number
    on profiles for each row execute function student_search_profile_changed()`.execute(db);
  await sql`create trigger student_search_application_changed after insert or delete or update of user_id
    on applications for each row execute function student_search_application_changed()`.execute(db);
  await add(sql`true`).execute(db);
  await COUNT_APPLICATIONS.execute(db);
  // fastupdate off: GIN would otherwise queue new rows in a pending list that every search reads
  // in full until a vacuum merges it (20 ms instead of 1 after 100,000 sign-ups). Students sign up
  // a few hundred a day; each pays its index update at once instead.
  await sql`create index student_search_names on student_search using gin (names gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`create index student_search_contacts on student_search using gin (contacts gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`create index student_search_sort_name on student_search (sort_name, user_id)`.execute(db);
  await sql`analyze student_search`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // An integer key of its own: FTS5 rows are found by an integer rowid, and an explicit INTEGER
  // PRIMARY KEY is one VACUUM never renumbers.
  await sql`create table student_search (
    id integer primary key,
    user_id text not null unique references users (id) on delete cascade,
    names text not null,
    contacts text not null,
    sort_name text not null,
    application_count integer not null default 0)`.execute(db);
  // Its own copy of the text (not content=student_search): deleting by rowid needs no old values,
  // so the index cannot drift from the table whatever order rows go in.
  await sql`create virtual table student_search_fts using fts5(names, contacts, tokenize = 'trigram')`.execute(db);
  await sql`create trigger student_search_fts_added after insert on student_search begin
    insert into student_search_fts (rowid, names, contacts) values (new.id, new.names, new.contacts);
  end`.execute(db);
  await sql`create trigger student_search_fts_changed after update of names, contacts on student_search
    when old.names is not new.names or old.contacts is not new.contacts begin
    delete from student_search_fts where rowid = old.id;
    insert into student_search_fts (rowid, names, contacts) values (new.id, new.names, new.contacts);
  end`.execute(db);
  await sql`create trigger student_search_fts_removed after delete on student_search begin
    delete from student_search_fts where rowid = old.id;
  end`.execute(db);
  await sql`create trigger student_search_user_added after insert on users begin ${add(sql`u.id = new.id`)}; end`.execute(db);
  await sql`create trigger student_search_user_changed after update of name, email on users begin ${refresh(sql`new.id`)}; end`.execute(db);
  await sql`create trigger student_search_profile_added after insert on profiles begin ${refresh(sql`new.user_id`)}; end`.execute(db);
  await sql`create trigger student_search_profile_changed after update of first_name, middle_name, last_name, contact_number on profiles begin
    ${refresh(sql`new.user_id`)}; end`.execute(db);
  await sql`create trigger student_search_profile_removed after delete on profiles begin ${refresh(sql`old.user_id`)}; end`.execute(db);
  await sql`create trigger student_search_application_added after insert on applications begin ${countApplication(sql`new.user_id`, '+ 1')}; end`.execute(db);
  await sql`create trigger student_search_application_removed after delete on applications begin ${countApplication(sql`old.user_id`, '- 1')}; end`.execute(db);
  await sql`create trigger student_search_application_moved after update of user_id on applications begin
    ${countApplication(sql`new.user_id`, '+ 1')}; ${countApplication(sql`old.user_id`, '- 1')}; end`.execute(db);
  await add(sql`true`).execute(db);
  await COUNT_APPLICATIONS.execute(db);
  await sql`create index student_search_sort_name on student_search (sort_name, user_id)`.execute(db);
  await sql`analyze student_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('applications_user').on('applications').column('user_id').execute();
  await db.schema.dropIndex('applications_user_created_at').execute();
  if (isPostgres(db)) {
    // pg_trgm stays: other databases' objects, or an operator's, may use it.
    await sql`drop trigger student_search_application_changed on applications`.execute(db);
    await sql`drop trigger student_search_profile_changed on profiles`.execute(db);
    await sql`drop trigger student_search_user_changed on users`.execute(db);
    await sql`drop function student_search_application_changed()`.execute(db);
    await sql`drop function student_search_profile_changed()`.execute(db);
    await sql`drop function student_search_user_changed()`.execute(db);
  } else {
    const triggers = [
      'user_added',
      'user_changed',
      'profile_added',
      'profile_changed',
      'profile_removed',
      'application_added',
      'application_removed',
      'application_moved',
    ];
    for (const trigger of triggers) {
      await sql`drop trigger ${sql.raw(`student_search_${trigger}`)}`.execute(db);
    }
    await sql`drop table student_search_fts`.execute(db);
  }
  await sql`drop table student_search`.execute(db);
}
