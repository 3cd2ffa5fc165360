import { randomUUID } from 'node:crypto';
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

/**
 * Runs `work` holding the lease `name` and gives it back after; `{ ran: false }`, without running,
 * while another holder has it. `ttlMs` bounds a run: a holder that dies frees the lease by expiry.
 */
export async function underLease<Report extends object>(
  { name, holder, ttlMs, db = defaultDb, now = Date.now() }: { name: string; holder: string; ttlMs: number; db?: DB; now?: number },
  work: () => Promise<Report>,
): Promise<{ ran: false } | ({ ran: true } & Report)> {
  if (!(await takeLease({ name, holder, ttlMs, db, now }))) return { ran: false };
  try {
    return { ran: true, ...(await work()) };
  } finally {
    await releaseLease({ name, holder, db });
  }
}

/** A loop of this process's background work; `stop` ends it and waits for the run under way. */
export type BackgroundLoop = { stop: () => Promise<void> };

/**
 * Runs `job` every `everyMs` in this process, as one lease holder and never two runs at once (an
 * unref'd timer: it never keeps the process alive). A report `worthLogging` says so is logged.
 * `stop` lets a run under way finish, so its lease is given back rather than left to expire.
 */
export function repeatInBackground<Report>({
  label,
  everyMs,
  job,
  worthLogging,
}: {
  label: string;
  everyMs: number;
  job: (holder: string) => Promise<Report>;
  worthLogging: (report: Report) => boolean;
}): BackgroundLoop {
  const holder = randomUUID();
  let run: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (run) return;
    run = job(holder)
      .then((report) => {
        if (worthLogging(report)) console.log(`${label}: ${JSON.stringify(report)}`);
      })
      .catch((error: unknown) => console.error(`${label}: ${(error as Error).message}`))
      .finally(() => {
        run = undefined;
      });
  }, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await run;
    },
  };
}
