import { db as defaultDb, type DB } from '~/db/db.server';

/**
 * A named lease in the database, so that of several app nodes (or a node and a shell script) only
 * one runs a periodic job at a time. Taken when nobody holds it or the holder's time ran out
 * (a node that died mid-run frees it by expiry); the taking is one conditional update, which the
 * database serialises, so two takers never both succeed.
 */
export async function takeLease({
  name,
  holder,
  ttlMs,
  db = defaultDb,
  now = Date.now(),
}: {
  name: string;
  holder: string;
  ttlMs: number;
  db?: DB;
  now?: number;
}): Promise<boolean> {
  await db
    .insertInto('leases')
    .values({ name, holder: '', expires_at: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('leases')
    .set({ holder, expires_at: now + ttlMs })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease back early (only if still ours), so the next run need not wait for expiry. */
export async function releaseLease({ name, holder, db = defaultDb }: { name: string; holder: string; db?: DB }): Promise<void> {
  await db.updateTable('leases').set({ holder: '', expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
}
