import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';
import { type BackgroundLoop, repeatInBackground, underLease } from '~/modules/leases/lease.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { dateInputValue } from '~/utils/dates';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { renderReminderMail, type ReminderStage } from './reminder-mail.server';

export const REMINDERS_LEASE = 'fee-reminders';
/** The 'before' reminder goes out this many days before the due date (issue 11). */
export const REMIND_DAYS_BEFORE = 3;
/**
 * A 'missed' reminder is sent from the day after the due date; a node that was down then sends it
 * late, but never for an instalment missed longer ago than this (switching reminders on must not
 * mail every debt of past years). Same catch-up for 'before': from 3 days ahead until the due day.
 */
export const MISSED_WITHIN_DAYS = 7;
const LEASE_MS = 10 * 60_000;
const BATCH = 200;
/** Runs are bounded: what is left waits for the next run. */
const BATCHES_MAX = 50;

const DAY_MS = 86_400_000;
const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type Candidate = {
  id: string;
  course_id: string;
  email: string;
  user_name: string;
  language: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  title: string;
  position: number | string;
  instalments: number | string;
  due_date: string;
  through_paise: number | string;
  amount_paise: number | string;
  stage: ReminderStage;
};

const PAID = sql`(case when a.fees_paid_paise < 0 then 0 else a.fees_paid_paise end)`;

/**
 * Instalments in a reminder window that nobody has been reminded of at that stage: the
 * application still owes money on that instalment (money counts against the earliest
 * instalments first, as on the pay page), is not Rejected and its reminders are not paused.
 */
async function findCandidates(db: DB, today: string): Promise<Candidate[]> {
  const soon = dayOffset(today, REMIND_DAYS_BEFORE);
  const missedSince = dayOffset(today, -MISSED_WITHIN_DAYS);
  const stage = sql`(case when p.due_date < ${today} then 'missed' else 'before' end)`;
  const { rows } = await sql<Candidate>`with plan as (
      select course_id, position, amount_paise, due_date,
        cast(sum(amount_paise) over (partition by course_id order by position) as bigint) as through_paise,
        cast(sum(amount_paise) over (partition by course_id) as bigint) as total_paise,
        cast(count(*) over (partition by course_id) as bigint) as instalments
      from course_instalments)
    select a.id, a.course_id, u.email, u.name as user_name, u.language, pr.first_name, pr.middle_name, pr.last_name, c.title,
      p.position, p.instalments, p.due_date, p.through_paise, p.amount_paise, ${stage} as stage
    from plan p
    inner join courses c on c.id = p.course_id and c.fees_paise = p.total_paise
    inner join applications a on a.course_id = p.course_id
    inner join users u on u.id = a.user_id
    left join profiles pr on pr.user_id = a.user_id
    where p.due_date >= ${missedSince} and p.due_date <= ${soon}
      and a.status <> 'Rejected' and a.reminders_paused = 0 and p.through_paise > ${PAID}
      -- A student whose data was erased keeps a paid application by law, but no address (erase-student.server.ts).
      and u.email not like '%@erased.invalid'
      and not exists (select 1 from fee_reminders r
        where r.application_id = a.id and r.course_id = a.course_id and r.due_date = p.due_date and r.stage = ${stage})
    order by p.due_date, a.id
    limit ${BATCH}`.execute(db);
  return rows;
}

export type RemindersReport = { ran: false } | { ran: true; queued: number };

/**
 * Fee reminders (issue 11): 3 days before an instalment is due and the day after it is missed,
 * queued through the mail jobs. Under the database lease REMINDERS_LEASE, one node at a time; and
 * whatever overlaps anyway (a lease that ran out mid-run), each reminder is one row of
 * fee_reminders (application, course, due date, stage) with its e-mail in the same transaction:
 * the primary key lets only one of two writers queue it, and a rolled-back e-mail leaves no row
 * behind. Idempotent: a second run the same day finds nothing to do. Courses without a plan have
 * no due date and get no reminders (docs/decisions/034-dues-and-reminders.md).
 */
export async function sendFeeReminders({
  holder = randomUUID(),
  db = defaultDb,
  now = Date.now(),
}: { holder?: string; db?: DB; now?: number } = {}): Promise<RemindersReport> {
  return underLease({ name: REMINDERS_LEASE, holder, ttlMs: LEASE_MS, db, now }, async () => {
    const today = dateInputValue(now);
    const { phones, email } = await getSiteSettings({ db });
    const office = { phone: phones[0], email };
    let queued = 0;
    for (let batch = 0; batch < BATCHES_MAX; batch++) {
      const candidates = await findCandidates(db, today);
      for (const candidate of candidates) if (await remind({ db, candidate, office, now })) queued += 1;
      if (candidates.length < BATCH) break;
    }
    return { queued };
  });
}

async function remind({
  db,
  candidate,
  office,
  now,
}: {
  db: DB;
  candidate: Candidate;
  office: { phone: string; email: string };
  now: number;
}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Read again inside the transaction: a payment, a pause or a course change since the search wins.
    const application = await trx
      .selectFrom('applications')
      .select(['course_id', 'fees_paid_paise', 'status', 'reminders_paused'])
      .where('id', '=', candidate.id)
      .executeTakeFirst();
    const paid = Math.max(0, Number(application?.fees_paid_paise ?? 0));
    const through = Number(candidate.through_paise);
    if (!application || application.course_id !== candidate.course_id) return false;
    if (application.status === 'Rejected' || Number(application.reminders_paused) === 1 || paid >= through) return false;
    const amountPaise = Math.min(Number(candidate.amount_paise), through - paid);
    const instalment = Number(candidate.position);
    const written = await trx
      .insertInto('fee_reminders')
      .values({
        application_id: candidate.id,
        course_id: candidate.course_id,
        due_date: candidate.due_date,
        stage: candidate.stage,
        instalment,
        amount_paise: amountPaise,
        mail_job_id: '',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['application_id', 'course_id', 'due_date', 'stage']).doNothing())
      .returning('application_id')
      .executeTakeFirst();
    if (!written) return false;
    const mail = renderReminderMail({
      notice: {
        to: candidate.email,
        // Greeted as staff see them: the admission form's name, else the account's.
        name: studentName({ ...candidate, user_email: '' }),
        applicationId: candidate.id,
        courseTitle: candidate.title,
        stage: candidate.stage,
        instalment,
        instalments: Number(candidate.instalments),
        amountPaise,
        dueDate: candidate.due_date,
        locale: languageOfStudent(candidate.language),
      },
      office,
    });
    // A 'before' reminder is worthless once the instalment is overdue (the 'missed' one follows):
    // a mail server down until then never sends it, from midnight after the due day, India's time.
    const expiresAt = candidate.stage === 'before' ? Date.parse(`${dayOffset(candidate.due_date, 1)}T00:00:00+05:30`) : null;
    const jobId = await queueMail({ mail, expiresAt, db: trx, now });
    await trx
      .updateTable('fee_reminders')
      .set({ mail_job_id: jobId })
      .where('application_id', '=', candidate.id)
      .where('course_id', '=', candidate.course_id)
      .where('due_date', '=', candidate.due_date)
      .where('stage', '=', candidate.stage)
      .execute();
    return true;
  });
}

/** Every half hour in this process; the lease keeps it to one node at a time. */
export function startFeeReminders({ everyMs = 30 * 60_000 }: { everyMs?: number } = {}): BackgroundLoop {
  return repeatInBackground({
    label: 'fee reminders',
    everyMs,
    job: (holder) => sendFeeReminders({ holder }),
    worthLogging: (report) => report.ran && report.queued > 0,
  });
}
