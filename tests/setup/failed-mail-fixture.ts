import type { DB } from '~/db/db.server';
import { MAIL_MAX_ATTEMPTS, processMailJobs } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { env } from '~/utils/env.server';
import { FAILED_MAIL_FIXTURE } from './e2e-fixture-ids';

/**
 * An e-mail the queue gave up on, made the way it happens: queued, then every attempt refused by a
 * mail server that is down (nothing listens on the discard port 9), the clock moved to each retry
 * instead of waiting a day. The site's own SMTP server is set back afterwards.
 */
export async function createFailedMail(db: DB): Promise<void> {
  const smtpUrl = env.SMTP_URL;
  const logError = console.error;
  Object.assign(env, { SMTP_URL: 'smtp://127.0.0.1:9' });
  console.error = () => {}; // the worker's eight 'could not be sent' lines are expected here
  try {
    let now = Date.now() - 2 * 24 * 60 * 60_000;
    const id = await queueMail({ db, now, mail: { to: FAILED_MAIL_FIXTURE.to, subject: FAILED_MAIL_FIXTURE.subject, text: 'Dear student, …' } });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await processMailJobs({ db, now, workerId: 'e2e-fixtures' });
      now = Number((await db.selectFrom('mail_jobs').select('next_attempt_at').where('id', '=', id).executeTakeFirstOrThrow()).next_attempt_at);
    }
  } finally {
    Object.assign(env, { SMTP_URL: smtpUrl });
    console.error = logError;
  }
}
