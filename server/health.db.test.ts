import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { openDatabase } from '~/db/open-database.server';
import { checkDatabase } from '~/modules/health/readiness.server';
import { health } from './health';

// GET /healthz and /readyz for process managers and load balancers (README, "Deploying").
// The checks server/app.ts mounts it with.
const routes = health({ checks: [() => checkDatabase()] });

describe('health', () => {
  it('/healthz answers 200 while the process runs, never cached', async () => {
    const res = await routes.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers with every migration applied', async () => {
    const res = await routes.request('/readyz');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ ready: true, passed: expect.arrayContaining(['database']) });
    expect(res.status).toBe(200);
  });

  it('/readyz answers 503 naming each failed check, and only those', async () => {
    const failing = health({
      checks: [async () => ({ check: 'database', ok: true }), async () => ({ check: 'files', ok: false, problem: 'the bucket does not answer' })],
    });
    const res = await failing.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, failed: [{ check: 'files', problem: 'the bucket does not answer' }] });
  });
});

describe('the database check', () => {
  it('names a migration this version has that the database has not applied', async () => {
    const [last] = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`, 'desc')
      .limit(1)
      .execute();
    const name = (last as { name: string }).name;
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
    try {
      expect(await checkDatabase()).toEqual({ check: 'database', ok: false, problem: `migrations not applied: ${name}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);
    }
    expect(await checkDatabase()).toEqual({ check: 'database', ok: true });
  });

  it('says the database does not answer, without the connection string or its password', async () => {
    const unreachable = 'postgres://institute:s3cret-Pass@127.0.0.1:9/institute'; // nothing listens on the discard port
    const gone = openDatabase(unreachable);
    try {
      const result = await checkDatabase({ db: gone });
      expect(result).toMatchObject({ check: 'database', ok: false, problem: expect.stringMatching(/^the database does not answer \(.*ECONNREFUSED.*\)$/) });
      expect(JSON.stringify(result)).not.toMatch(/s3cret|institute:/);
    } finally {
      await gone.destroy();
    }
  });
});
