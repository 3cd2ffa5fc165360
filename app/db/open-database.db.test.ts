import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialect } from './db.server';
import { openDatabase } from './open-database.server';
import { env } from '~/utils/env.server';

// A PostgreSQL server that ends a connection while the app holds it (a restart, a failover, an
// operator's pg_terminate_backend) must fail that work, not the whole process: an 'error' event
// on a checked-out client that nobody listens to ends Node. SQLite has no server to go away.
describe('a PostgreSQL connection ended by the server', () => {
  it.runIf(dialect === 'postgres')('fails the transaction that held it, and the next query gets a new connection', async () => {
    const db = openDatabase(env.DATABASE_URL);
    const other = openDatabase(env.DATABASE_URL);
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Ended while the transaction waits on something else (as a handler waiting on a gateway does).
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 1`.execute(trx);
          return 'committed';
        })
        .catch((error: Error) => `failed: ${error.message}`);
      expect(outcome).toMatch(/^failed: /);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([db.destroy(), other.destroy()]);
    }
  });
});
