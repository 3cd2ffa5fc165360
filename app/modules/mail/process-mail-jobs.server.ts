import { hostname } from 'node:os';
import { type ExpressionBuilder, sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import type { Database } from '~/db/schema';
import { env } from '~/utils/env.server';
import { readAttachments } from './queue-mail.server';
import { sendMail } from './send-mail.server';

/** How long a claimed job is this worker's; longer than one attempt can take (SMTP_TIMEOUTS). */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Waits after the 1st, 2nd, … failed attempt: 1 min, 5, 15, 1 h, 3 h, 6 h, 12 h (about a day). */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * 60_000);
/** Then the job has failed and waits for staff ('E-mails not sent', Retry now). */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
export const MAIL_EXPIRED = 'Not sent before it expired (the code in it was no longer valid).';
/** This process, as lease owner (several app processes share one database). */
export const MAIL_WORKER_ID = `${hostname()}#${process.pid}`;

export type MailDelivery = 'sent' | 'retrying' | 'failed' | 'not-claimed';

const live = (now: number) => (eb: ExpressionBuilder<Database, 'mail_jobs'>) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);

/** Due now: queued and its time has come, or claimed by a worker whose lease ran out (killed mid-send). */
const claimable = (now: number) => (eb: ExpressionBuilder<Database, 'mail_jobs'>) =>
  eb.or([eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]), eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)])]);

/** Not held by a live lease: waiting for its next attempt (due or not), or abandoned mid-send. */
const unclaimed = (now: number) => (eb: ExpressionBuilder<Database, 'mail_jobs'>) =>
  eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)])]);

/**
 * Why an attempt failed, for staff and the log: one line, no stack, and never the SMTP
 * credentials (an error may quote the connection URL).
 */
export function describeMailError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  let line = message.split('\n')[0]!.trim() || 'Unknown error';
  for (const secret of smtpSecrets()) line = line.split(secret).join('[redacted]');
  return line.slice(0, 500);
}

function smtpSecrets(): string[] {
  if (!env.SMTP_URL) return [];
  const secrets = [env.SMTP_URL];
  try {
    const { password } = new URL(env.SMTP_URL);
    secrets.push(password, decodeURIComponent(password));
  } catch {
    // not a URL nodemailer could use either; the whole value is still redacted
  }
  return secrets.filter((secret) => secret.length >= 3);
}

/**
 * One attempt at one job: claims it (a single guarded UPDATE, so of several workers exactly one
 * gets it; the attempt is counted at the claim, so a job that kills its sender does not retry
 * for ever), sends it, then marks it sent (content erased) or schedules the next attempt. Returns
 * 'not-claimed' when the job is not due, already taken, sent or expired.
 */
export async function deliverMailJob({
  id,
  db = defaultDb,
  now = Date.now(),
  workerId = MAIL_WORKER_ID,
}: {
  id: string;
  db?: DB;
  now?: number;
  workerId?: string;
}): Promise<MailDelivery> {
  const job = await db
    .updateTable('mail_jobs')
    .set({ status: 'sending', lease_owner: workerId, lease_until: now + MAIL_LEASE_MS, attempts: sql<number>`attempts + 1`, updated_at: now })
    .where('id', '=', id)
    .where(claimable(now))
    .where(live(now))
    .returningAll()
    .executeTakeFirst();
  if (!job) return 'not-claimed';
  // Only the holder of this very claim may finish it: a later claim (after the lease ran out)
  // has another owner or a higher attempt count.
  const ours = (eb: ExpressionBuilder<Database, 'mail_jobs'>) =>
    eb.and([eb('id', '=', id), eb('status', '=', 'sending'), eb('lease_owner', '=', workerId), eb('attempts', '=', job.attempts)]);
  try {
    await sendMail({
      to: job.recipient,
      subject: job.subject,
      text: job.text_body ?? '',
      html: job.html_body ?? undefined,
      attachments: readAttachments(job.attachments),
    });
  } catch (error) {
    const reason = describeMailError(error);
    const attempts = Number(job.attempts);
    const retryAt = attempts < MAIL_MAX_ATTEMPTS ? now + MAIL_RETRY_DELAYS_MS[attempts - 1]! : null;
    await db
      .updateTable('mail_jobs')
      .set({
        status: retryAt === null ? 'failed' : 'queued',
        next_attempt_at: retryAt ?? now,
        lease_owner: null,
        lease_until: null,
        last_error: reason,
        updated_at: now,
      })
      .where(ours)
      .execute();
    const next = retryAt === null ? 'given up: staff see it under E-mails not sent' : `next try at ${new Date(retryAt).toISOString()}`;
    console.error(`E-mail ${id} could not be sent (attempt ${attempts} of ${MAIL_MAX_ATTEMPTS}; ${next}):`, reason);
    return retryAt === null ? 'failed' : 'retrying';
  }
  await db
    .updateTable('mail_jobs')
    .set({
      status: 'sent',
      sent_at: now,
      text_body: null,
      html_body: null,
      attachments: null,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      updated_at: now,
    })
    .where(ours)
    .execute();
  return 'sent';
}

/**
 * The first attempt right after the caller's commit, so an e-mail normally leaves within the
 * request as it did before the queue. True when it was sent; never rejects: a failure leaves the
 * job queued for the worker. Pass the `now` the job was queued with (the clock of its expiry).
 */
export function sendQueuedMailNow({ id, db = defaultDb, now }: { id: string; db?: DB; now?: number }): Promise<boolean> {
  return deliverMailJob({ id, db, now }).then(
    (outcome) => outcome === 'sent',
    (error: unknown) => {
      console.error(`E-mail ${id} could not be sent now (the queue will try again):`, describeMailError(error));
      return false;
    },
  );
}

/**
 * One pass of the worker: waiting jobs whose expiry passed are failed (content erased), even before
 * their next attempt is due; then up to `limit` due jobs are sent one after another, each under its
 * own claim. Without `now` each job is claimed at the clock's time, so a slow earlier send does not
 * shorten a later lease.
 */
export async function processMailJobs({
  db = defaultDb,
  now: fixedNow,
  workerId = MAIL_WORKER_ID,
  limit = 20,
}: {
  db?: DB;
  now?: number;
  workerId?: string;
  limit?: number;
} = {}): Promise<{ claimed: number; sent: number; retrying: number; failed: number; expired: number }> {
  const now = fixedNow ?? Date.now();
  const expired = await db
    .updateTable('mail_jobs')
    .set({
      status: 'failed',
      text_body: null,
      html_body: null,
      attachments: null,
      lease_owner: null,
      lease_until: null,
      last_error: MAIL_EXPIRED,
      updated_at: now,
    })
    .where(unclaimed(now))
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const due = await db.selectFrom('mail_jobs').select('id').where(claimable(now)).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
  const counts = { claimed: 0, sent: 0, retrying: 0, failed: 0, expired: Number(expired.numUpdatedRows) };
  for (const { id } of due) {
    const outcome = await deliverMailJob({ id, db, now: fixedNow ?? Date.now(), workerId });
    if (outcome === 'not-claimed') continue;
    counts.claimed += 1;
    counts[outcome] += 1;
  }
  return counts;
}

/** Sent jobs (content already erased) are forgotten after 30 days; failed ones stay for staff. */
export async function purgeSentMail({ db = defaultDb, now = Date.now() }: { db?: DB; now?: number } = {}): Promise<number> {
  const result = await db
    .deleteFrom('mail_jobs')
    .where('status', '=', 'sent')
    .where('sent_at', '<', now - 30 * 24 * 60 * 60_000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
