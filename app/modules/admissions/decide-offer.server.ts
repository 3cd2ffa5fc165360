import { db as defaultDb, type DB } from '~/db/db.server';
import { applicationsWithStudent, studentName } from '~/modules/applications/application-view.server';
import { queueDecisionMail } from '~/modules/applications/notify-decision.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { AppError } from '~/utils/errors';
import { FirstInstalmentUnpaidError, firstInstalmentColumns, firstInstalmentOwedPaise } from './first-instalment.server';
import { markLapsedOffers } from './merit-rounds.server';
import { ensureSeatFree } from './seats.server';

// The student's answer to a seat offered in a merit round (issue 23 point 4, decision 048).

export const OFFER_DECISIONS = ['accept', 'decline'] as const;
export type OfferDecision = (typeof OFFER_DECISIONS)[number];
export const NO_OPEN_OFFER = 'This application has no open offer.';
export const OFFER_LAPSED = 'The deadline to accept this offer has passed; the seat goes to the next student on the merit list.';
export const OFFER_ACCEPTED = 'Offer accepted: your application is Accepted.';
export const OFFER_DECLINED = 'Offer declined.';

/**
 * Accepts or declines the open offer of one of the student's own applications. Accepting a seat of
 * a course that asks for its first instalment first is refused until it is paid. Accepting takes
 * the seat in one transaction with ensureSeatFree (no oversell whichever path accepts), marks the
 * application Accepted and queues the usual decision e-mail; declining frees the seat for the next
 * round. Past its deadline an offer is lapsed (written down here) and can no longer be answered.
 */
export async function decideOffer({
  userId,
  applicationId,
  decision,
  db = defaultDb,
  now = Date.now(),
}: {
  userId: string;
  applicationId: string;
  decision: OfferDecision;
  db?: DB;
  now?: number;
}): Promise<{ status: 'Accepted' | 'Pending'; mailed: Promise<boolean> }> {
  const actor = { type: 'student' as const, id: userId };
  type Outcome = { refused: string; code: 'NOT_FOUND' | 'CONFLICT' } | { status: 'Accepted' | 'Pending'; mailId: string | null };
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await applicationsWithStudent(trx)
      .innerJoin('offers', (join) => join.onRef('offers.application_id', '=', 'applications.id').onRef('offers.course_id', '=', 'applications.course_id'))
      .select([
        'offers.id as offer_id',
        'offers.deadline_at',
        'offers.seat_category',
        'offers.round_id',
        'applications.status',
        'applications.course_id',
        'courses.title',
        'users.language',
      ])
      .select(firstInstalmentColumns)
      .where('applications.id', '=', applicationId)
      .where('applications.user_id', '=', userId)
      .where('offers.state', '=', 'open')
      .executeTakeFirst();
    if (!row || row.status !== 'Pending') return { refused: NO_OPEN_OFFER, code: 'NOT_FOUND' };
    if (Number(row.deadline_at) < now) {
      await markLapsedOffers({ db: trx, courseId: row.course_id, now });
      return { refused: OFFER_LAPSED, code: 'CONFLICT' };
    }
    const offer = { offer: row.offer_id, round: row.round_id, seatCategory: row.seat_category };
    if (decision === 'decline') {
      await trx.updateTable('offers').set({ state: 'declined', decided_at: now }).where('id', '=', row.offer_id).where('state', '=', 'open').execute();
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'offer.decline',
        entity: 'application',
        entityId: applicationId,
        before: { ...offer, state: 'open' },
        after: { state: 'declined' },
      });
      return { status: 'Pending', mailId: null };
    }
    // A course may ask for its first instalment first: the seat is not taken, the offer stays open.
    const owedPaise = firstInstalmentOwedPaise(row);
    if (owedPaise > 0) throw new FirstInstalmentUnpaidError(owedPaise);
    await ensureSeatFree(trx, row.course_id);
    await trx.updateTable('offers').set({ state: 'accepted', decided_at: now }).where('id', '=', row.offer_id).where('state', '=', 'open').execute();
    await trx
      .updateTable('applications')
      .set({ status: 'Accepted', updated_at: now })
      .where('id', '=', applicationId)
      .where('status', '=', 'Pending')
      .execute();
    await recordAudit({
      db: trx,
      now,
      actor,
      action: 'offer.accept',
      entity: 'application',
      entityId: applicationId,
      before: { ...offer, state: 'open', status: 'Pending', courseId: row.course_id, course: row.title },
      after: { state: 'accepted', status: 'Accepted' },
    });
    const notice = { to: row.user_email, name: studentName(row), courseTitle: row.title, status: 'Accepted' as const, locale: languageOfStudent(row.language) };
    return { status: 'Accepted', mailId: await queueDecisionMail({ notice, db: trx, now }) };
  });
  if ('refused' in outcome) throw new AppError(outcome.code, outcome.refused);
  return { status: outcome.status, mailed: outcome.mailId ? sendQueuedMailNow({ id: outcome.mailId, db, now }) : Promise.resolve(false) };
}
