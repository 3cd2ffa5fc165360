import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';

export const ERASURE_REASON_MAX = 1000;
export const ERASURE_REASON_TOO_LONG = `Keep the reason under ${ERASURE_REASON_MAX} characters.`;
export const ERASURE_REQUESTED = 'Your request to erase your data has been sent. The institute will act on it within 30 days.';
export const ERASURE_ALREADY_REQUESTED = 'Your request to erase your data is already with the institute.';
export type ErasureRequest = { id: string; requestedAt: number };

/** The student's request still waiting for staff, if any. */
export async function getOpenErasureRequest({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<ErasureRequest | null> {
  const row = await db
    .selectFrom('erasure_requests')
    .select(['id', 'requested_at'])
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, requestedAt: Number(row.requested_at) } : null;
}

/**
 * A student asks the institute to erase their personal data (DPDP Act 2023; DESIGN.md §7). One
 * open request per student: asking again answers the open one (the partial unique index decides
 * between two requests at the same instant). The office is told by e-mail; staff carry it out from
 * the dashboard, keeping only what the law requires (eraseStudent).
 */
export async function requestErasure({
  userId,
  reason,
  db = defaultDb,
  now,
}: {
  userId: string;
  reason?: string;
  db?: DB;
  now?: number;
}): Promise<ErasureRequest & { created: boolean }> {
  const open = await getOpenErasureRequest({ userId, db });
  if (open) return { ...open, created: false };
  const requestedAt = now ?? Date.now();
  const request = { id: newId(requestedAt), requestedAt };
  let mailId: string;
  try {
    mailId = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('erasure_requests')
        .values({ id: request.id, user_id: userId, reason: reason?.trim() || null, requested_at: request.requestedAt })
        .execute();
      await recordAudit({
        db: trx,
        actor: { type: 'student', id: userId },
        action: 'student.erasure-requested',
        entity: 'student',
        entityId: userId,
        after: { requestId: request.id },
      });
      const { email } = await getSiteSettings({ db: trx });
      return queueMail({ mail: officeNotice(request.id, email), db: trx, now: request.requestedAt });
    });
  } catch (error) {
    const existing = isUniqueViolation(error) ? await getOpenErasureRequest({ userId, db }) : null;
    if (existing) return { ...existing, created: false };
    throw error;
  }
  // The request is stored and listed in the dashboard whatever the mail server does; the queue
  // keeps trying to tell the office.
  await sendQueuedMailNow({ id: mailId, db, now: request.requestedAt });
  return { ...request, created: true };
}

/** The office hears of a new request; ids only, no personal data in the e-mail. */
// The office's address as staff keep it on Site Settings.
const officeNotice = (requestId: string, officeEmail: string) => ({
  to: officeEmail,
  subject: 'A student asked to erase their data',
  text:
    'A student has asked the institute to erase their personal data (request ' +
    `${requestId}).\n\nPlease review it within 30 days in the dashboard: ` +
    `${env.APP_URL}/dashboard/erasure-requests\n`,
});
