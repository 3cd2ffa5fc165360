import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { openDatabase } from '~/db/open-database.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { queueDecisionMail } from '~/modules/applications/notify-decision.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { env } from '~/utils/env.server';
import { insertApplication } from '../../../tests/enrolment';
import { envForThisTest } from '../../../tests/env-for-test';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { insertTestUser } from '../../../tests/test-users';
import { findFailedMail } from './find-failed-mail.server';
import { findOutbox } from './find-outbox.server';
import { startMailWorker } from './mail-worker.server';
import {
  describeMailError,
  MAIL_EXPIRED,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  processMailJobs,
  purgeSentMail,
  sendQueuedMailNow,
} from './process-mail-jobs.server';
import { queueMail } from './queue-mail.server';
import { MAIL_EXPIRED_NO_RETRY, MAIL_NOT_FAILED, MAIL_RETRY_SENT, retryMail } from './retry-mail.server';

// The mail queue on a real database (both engines) with a real SMTP server on loopback. Nothing
// listens on the discard port 9: that is the mail server being down. `now` is passed, never slept.

const SMTP_DOWN = 'smtp://127.0.0.1:9';
const staff = { type: 'admin' as const, id: 'mail-queue-admin' };
let sink: SmtpSink;
let t0 = Date.UTC(2026, 10, 1);

const job = (id: string) => db.selectFrom('mail_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const to = (address: string) => sink.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
  // Each test on its own stretch of time, so the jobs of one are never due in another.
  t0 += 30 * 24 * 60 * 60_000;
});

describe('the mail queue', () => {
  it('sends a queued e-mail with its attachment byte for byte, then keeps no content', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80]);
    const id = await queueMail({
      mail: {
        to: 'receipt@example.org',
        subject: 'Your receipt ₹',
        text: 'Receipt attached.',
        html: '<p>Receipt attached.</p>',
        attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
      },
      now: t0,
    });
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0 });

    expect(await processMailJobs({ now: t0 })).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = to('receipt@example.org');
    expect(mail!.subject).toBe('Your receipt ₹');
    expect(mail!.text?.trim()).toBe('Receipt attached.');
    expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([['receipt.pdf', 'application/pdf']]);
    expect(new Uint8Array(mail!.attachments[0]!.content)).toEqual(pdf);
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: t0, text_body: null, html_body: null, attachments: null, lease_owner: null });

    // Sent is sent: a later pass does not send it again; after 30 days the row is forgotten.
    expect(await processMailJobs({ now: t0 + MAIL_LEASE_MS * 2 })).toMatchObject({ claimed: 0 });
    expect(to('receipt@example.org')).toHaveLength(1);
    await purgeSentMail({ now: t0 + 31 * 24 * 60 * 60_000 });
    expect(await db.selectFrom('mail_jobs').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('while the mail server is down retries after 1, 5 and 15 minutes, and sends once it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    envForThisTest({ SMTP_URL: SMTP_DOWN });
    const id = await queueMail({ mail: { to: 'backoff@example.org', subject: 'Decision', text: 'Accepted.' }, now: t0 });

    let at = t0;
    for (const [index, delay] of MAIL_RETRY_DELAYS_MS.slice(0, 3).entries()) {
      expect(await processMailJobs({ now: at })).toMatchObject({ claimed: 1, retrying: 1 });
      const row = await job(id);
      expect(row).toMatchObject({ status: 'queued', attempts: index + 1, next_attempt_at: at + delay, lease_owner: null });
      // Why, in one line: no stack trace, nothing but the error.
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.last_error).not.toMatch(/\n|\bat .*\.js/);
      // Not a moment before its time.
      expect(await processMailJobs({ now: at + delay - 1 })).toMatchObject({ claimed: 0 });
      at += delay;
    }
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`E-mail ${id} could not be sent (attempt 3 of ${MAIL_MAX_ATTEMPTS}`), expect.any(String));
    errors.mockRestore();

    envForThisTest({ SMTP_URL: sink.url }); // the mail server is back
    expect(await processMailJobs({ now: at })).toMatchObject({ claimed: 1, sent: 1 });
    expect(to('backoff@example.org').map((mail) => mail.subject)).toEqual(['Decision']);
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 4, last_error: null });
  });

  it('after the last attempt it has failed: staff see it, and Retry now sends it, audited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    envForThisTest({ SMTP_URL: SMTP_DOWN });
    const id = await queueMail({ mail: { to: 'failed@example.org', subject: 'About your application', text: 'Sorry.' }, now: t0 });
    let at = t0;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const outcome = await processMailJobs({ now: at });
      expect(outcome).toMatchObject(attempt < MAIL_MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
      at = Number((await job(id)).next_attempt_at);
    }
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(await processMailJobs({ now: at + 24 * 60 * 60_000 })).toMatchObject({ claimed: 0 });

    const { failed } = await findFailedMail();
    expect(failed.find((mail) => mail.id === id)).toMatchObject({
      recipient: 'failed@example.org',
      subject: 'About your application',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      canRetry: true,
    });
    vi.mocked(console.error).mockRestore();

    envForThisTest({ SMTP_URL: sink.url });
    expect(await retryMail({ id, actor: staff, now: at })).toEqual({ sent: true, message: MAIL_RETRY_SENT });
    expect(to('failed@example.org')).toHaveLength(1);
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 1 });
    const audit = await db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'mail.retry', entity: 'mail_job', actor_type: 'admin', actor_id: staff.id });
    expect(JSON.parse(audit.before!)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect((await findFailedMail()).failed.map((mail) => mail.id)).not.toContain(id);

    // Only a failed e-mail can be retried; an unknown one is not found.
    await expect(retryMail({ id, actor: staff })).rejects.toMatchObject({ status: 409, message: MAIL_NOT_FAILED });
    await expect(retryMail({ id: '01900000-0000-7000-8000-000000000000', actor: staff })).rejects.toMatchObject({ status: 404 });
    expect(to('failed@example.org')).toHaveLength(1);
  });

  it("a code's e-mail is never sent after the code expired, and its content is erased", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    envForThisTest({ SMTP_URL: SMTP_DOWN });
    const id = await queueMail({ mail: { to: 'code@example.org', subject: 'Your sign-in code', text: 'Code: 123456' }, expiresAt: t0 + 10 * 60_000, now: t0 });
    // Tried at once, after 1 minute and after 5 more; the next try (15 minutes later) would come after the code died.
    for (const at of [t0, t0 + 60_000, t0 + 6 * 60_000]) expect(await processMailJobs({ now: at })).toMatchObject({ retrying: 1 });
    expect((await job(id)).next_attempt_at).toBe(t0 + 21 * 60_000);
    envForThisTest({ SMTP_URL: sink.url });
    expect(await processMailJobs({ now: t0 + 10 * 60_000 - 1 })).toMatchObject({ claimed: 0, expired: 0 });
    expect(await processMailJobs({ now: t0 + 10 * 60_000 })).toMatchObject({ claimed: 0, expired: 1 });
    expect(await job(id)).toMatchObject({ status: 'failed', last_error: MAIL_EXPIRED, text_body: null });
    expect(to('code@example.org')).toHaveLength(0);
    expect((await findFailedMail()).failed.find((mail) => mail.id === id)).toMatchObject({ canRetry: false });
    await expect(retryMail({ id, actor: staff })).rejects.toMatchObject({ status: 409, message: MAIL_EXPIRED_NO_RETRY });
  });

  it('two workers on two connections racing for the same jobs never send one twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) => queueMail({ mail: { to: 'race@example.org', subject: `Race ${index}`, text: `${index}` }, now: t0 })),
    );
    const otherProcess = openDatabase(env.DATABASE_URL); // its own connection(s), as another app node would have
    try {
      const [a, b] = await Promise.all([processMailJobs({ now: t0, workerId: 'node-a' }), processMailJobs({ db: otherProcess, now: t0, workerId: 'node-b' })]);
      expect(a.sent + b.sent).toBe(12);
    } finally {
      await otherProcess.destroy();
    }
    const subjects = to('race@example.org').map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    const rows = await db.selectFrom('mail_jobs').select(['status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
  });

  it('a job whose sender was killed mid-send is sent again once its lease has run out, and only then', async () => {
    const id = await queueMail({ mail: { to: 'lease@example.org', subject: 'Receipt', text: 'Paid.' }, now: t0 });
    // What a claim leaves behind when its process dies before finishing (deliverMailJob's claim).
    await db
      .updateTable('mail_jobs')
      .set({ status: 'sending', lease_owner: 'killed-node', lease_until: t0 + MAIL_LEASE_MS, attempts: 1 })
      .where('id', '=', id)
      .execute();
    expect(await processMailJobs({ now: t0 + MAIL_LEASE_MS - 1, workerId: 'survivor' })).toMatchObject({ claimed: 0 });
    expect(await processMailJobs({ now: t0 + MAIL_LEASE_MS + 1, workerId: 'survivor' })).toMatchObject({ claimed: 1, sent: 1 });
    expect(to('lease@example.org')).toHaveLength(1);
    expect(await job(id)).toMatchObject({ status: 'sent', attempts: 2, lease_owner: null });
  });

  it('the loop in the process sends what is queued, and stops cleanly', async () => {
    await queueMail({ mail: { to: 'loop@example.org', subject: 'From the loop', text: 'Hello.' } });
    const worker = startMailWorker({ intervalMs: 50, workerId: 'loop-test' });
    try {
      await expect.poll(() => to('loop@example.org').length).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('without SMTP_URL a queued e-mail lands in the development outbox, as before the queue', async () => {
    envForThisTest({ SMTP_URL: undefined });
    const id = await queueMail({ mail: { to: 'outbox@example.org', subject: 'Your sign-in code', text: 'Code: 246810' }, now: t0 });
    expect(await sendQueuedMailNow({ id, now: t0 })).toBe(true);
    const [newest] = await findOutbox({ limit: 1 });
    expect(newest).toMatchObject({ subject: 'Your sign-in code', text: 'Code: 246810', to: [{ address: 'outbox@example.org' }] });
    expect(await job(id)).toMatchObject({ status: 'sent', text_body: null });
  });

  it('never puts the SMTP password or a stack into the last error', () => {
    envForThisTest({ SMTP_URL: 'smtp://mailer:S3cret-pass@127.0.0.1:9' });
    const error = new Error('Invalid login to smtp://mailer:S3cret-pass@127.0.0.1:9 (S3cret-pass)\n    at SMTPConnection._actionAUTH (connection.js:1:1)');
    expect(describeMailError(error)).toBe('Invalid login to [redacted] ([redacted])');
  });
});

describe('decisions and their e-mail', () => {
  async function pendingApplication(name: string) {
    const courseId = await createCourse({ course: { title: `Course of ${name}`, description: '', fees: 1000, images: [] } });
    const user = await insertTestUser({ name });
    // Written straight to the table: applying e-mails an acknowledgement, and these tests are about the decision's.
    return { id: await insertApplication(db, { userId: user.id, courseId, now: t0 }), email: user.email };
  }

  it('a decision made while the mail server is down keeps its e-mail, which leaves when the server is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const application = await pendingApplication('Down Student');
    envForThisTest({ SMTP_URL: SMTP_DOWN });
    const decided = await decideApplication({ id: application.id, status: 'Accepted', actor: staff, now: t0 });
    expect(await decided.mailed).toBe(false);
    const queued = await db.selectFrom('mail_jobs').selectAll().where('recipient', '=', application.email).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, subject: 'Your application for Course of Down Student has been accepted' });

    envForThisTest({ SMTP_URL: sink.url });
    expect(await processMailJobs({ now: Number(queued.next_attempt_at) })).toMatchObject({ sent: 1 });
    expect(to(application.email).map((mail) => mail.subject)).toEqual(['Your application for Course of Down Student has been accepted']);
  });

  it('a decision and its e-mail roll back together', async () => {
    const application = await pendingApplication('Rolled Back');
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('applications').set({ status: 'Rejected' }).where('id', '=', application.id).execute();
        await queueDecisionMail({ notice: { to: application.email, name: 'Rolled Back', courseTitle: 'Course', status: 'Rejected' }, db: trx, now: t0 });
        throw new Error('the write after the e-mail failed');
      }),
    ).rejects.toThrow('the write after the e-mail failed');
    expect((await db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow()).status).toBe('Pending');
    expect(await db.selectFrom('mail_jobs').select('id').where('recipient', '=', application.email).execute()).toEqual([]);
  });
});
