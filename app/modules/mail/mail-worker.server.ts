import { db as defaultDb, type DB } from '~/db/db.server';
import { describeMailError, MAIL_WORKER_ID, processMailJobs, purgeSentMail } from './process-mail-jobs.server';

export type MailWorker = { stop: () => Promise<void> };

/**
 * The mail queue's loop inside the app process (started by server/main.ts): a pass at once, then
 * every `intervalMs` (sooner while a pass found a full batch). Every app process runs one; the
 * leases keep them from sending a job twice. `stop` ends the loop and waits for a pass under way,
 * so a shutdown does not abandon a claimed job until its lease runs out.
 */
export function startMailWorker({
  db = defaultDb,
  workerId = MAIL_WORKER_ID,
  intervalMs = 15_000,
  batch = 20,
}: {
  db?: DB;
  workerId?: string;
  intervalMs?: number;
  batch?: number;
} = {}): MailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const runPass = async () => {
    try {
      await purgeSentMail({ db });
      let result;
      do result = await processMailJobs({ db, workerId, limit: batch });
      while (!stopped && result.claimed === batch);
    } catch (error) {
      // A database that is briefly unreachable must not end the process; the next pass retries.
      console.error('The mail queue could not be processed:', describeMailError(error));
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runPass().finally(schedule);
    }, intervalMs);
    timer.unref(); // never the reason the process stays alive
  };
  pass = runPass().finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
