import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database as Schema } from './schema';

// Opening a database by its URL, with no handle of its own: the app's one handle is db.server.ts;
// tests' template databases and a second "app node" open theirs here.
export type DB = Kysely<Schema>;
export type Dialect = 'sqlite' | 'postgres';

// A deferred SQLite transaction that reads then writes fails at once with "database is locked",
// ignoring busy_timeout; every transaction here may write, so each one starts IMMEDIATE.
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

function openSqlite(url: string): DB {
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

function openPostgres(url: string): DB {
  // bigint (epoch ms, paise) and counts arrive as strings by default; all ours fit in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server ends (a restart, a failover, an administrator) is an 'error' event: on
  // the pool while it is idle, on its client while the app holds it (inside a transaction waiting
  // on something else). Unheard, either would end the process; heard, the work that held it fails
  // with the query under way, and the pool opens a new connection when needed.
  pool.on('error', (error) => console.error(`An idle PostgreSQL connection was closed: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => console.error(`A PostgreSQL connection in use was closed: ${error.message}`)));
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function openDatabase(url: string): DB {
  return dialectOf(url) === 'postgres' ? openPostgres(url) : openSqlite(url);
}
