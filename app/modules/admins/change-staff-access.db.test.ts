import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { db, dialect } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { signedInAdmin } from '../../../tests/admin-session';
import { changeStaffRole, disableStaff, LAST_OWNER_MESSAGE } from './change-staff-access.server';

// The last-owner rule under concurrency (docs/decisions/031-staff-invitations.md): two owners
// removing each other at the same moment must not leave the institute without one.
beforeEach(async () => {
  for (const table of ['staff_invitations', 'audit_log', 'sessions', 'admins'] as const) await db.deleteFrom(table).execute();
});

const enabledOwners = async () =>
  (await db.selectFrom('admins').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).execute()).map((row) => row.id);

/**
 * Runs two changes so that they really overlap. SQLite runs one write transaction at a time by
 * itself. On PostgreSQL another transaction holds every owner's row until both changes are waiting
 * on a lock (pg_stat_activity says so), then lets go: without the rule's own lock both would read
 * two owners and both demote; with it, the second re-reads after the first commits.
 */
async function atOnce(changes: () => Array<Promise<string>>): Promise<PromiseSettledResult<string>[]> {
  if (dialect !== 'postgres') return Promise.allSettled(changes());
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await trx.selectFrom('admins').select('id').where('role', '=', 'owner').forUpdate().execute();
    holding();
    await released;
  });
  await held;
  const results = Promise.allSettled(changes());
  const waiting = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db))
        .rows[0]!.n,
    );
  while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  release();
  await holder;
  return results;
}

async function onlyOneWins(results: PromiseSettledResult<string>[]) {
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const [refused] = results.filter((result) => result.status === 'rejected');
  expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
  expect((refused as PromiseRejectedResult).reason.message).toBe(LAST_OWNER_MESSAGE);
  expect(await enabledOwners()).toHaveLength(1);
}

it('two owners demoting each other at once leave one owner', async () => {
  const { admin: a } = await signedInAdmin();
  const { admin: b } = await signedInAdmin();
  const actor = (id: string) => ({ type: 'admin' as const, id });
  await onlyOneWins(
    await atOnce(() => [
      changeStaffRole({ id: a.id, role: 'accounts', actor: actor(b.id) }),
      changeStaffRole({ id: b.id, role: 'content', actor: actor(a.id) }),
    ]),
  );
  expect(await db.selectFrom('audit_log').select('action').where('action', '!=', 'admin.create').execute()).toEqual([{ action: 'admin.role-change' }]);
});

it('two owners disabling each other at once leave one owner who can sign in', async () => {
  const { admin: a } = await signedInAdmin();
  const { admin: b } = await signedInAdmin();
  await onlyOneWins(
    await atOnce(() => [disableStaff({ id: a.id, actor: { type: 'admin', id: b.id } }), disableStaff({ id: b.id, actor: { type: 'admin', id: a.id } })]),
  );
});

it('one owner demoted while the other is disabled, at once: still one owner', async () => {
  const { admin: a } = await signedInAdmin();
  const { admin: b } = await signedInAdmin();
  const { admin: c } = await signedInAdmin({ role: 'admissions' });
  await onlyOneWins(
    await atOnce(() => [
      changeStaffRole({ id: a.id, role: 'accounts', actor: { type: 'admin', id: b.id } }),
      disableStaff({ id: b.id, actor: { type: 'admin', id: c.id } }),
    ]),
  );
});
