import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { DEFAULT_RESERVATION, type ReservationSettings } from './reservation';

/** Its row in the settings table (one JSON document per id): only this module reads or writes it. */
export const RESERVATION_ID = 'reservation';

export type SavedReservation = ReservationSettings & { updatedAt: number | null; updatedBy: string | null };

/** The reservation in force: the owner's saved percentages, or the Maharashtra starting point until they save. */
export async function getReservation({ db = defaultDb }: { db?: DB } = {}): Promise<SavedReservation> {
  const row = await db.selectFrom('site_settings').select(['value', 'updated_at', 'updated_by']).where('id', '=', RESERVATION_ID).executeTakeFirst();
  if (!row) return { ...DEFAULT_RESERVATION, updatedAt: null, updatedBy: null };
  return { ...DEFAULT_RESERVATION, ...(JSON.parse(row.value) as ReservationSettings), updatedAt: Number(row.updated_at), updatedBy: row.updated_by };
}

/** Saves the percentages and the conversion round, with the audit entry, in one transaction. Rounds already published keep what they offered. */
export async function updateReservation({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: ReservationSettings;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<SavedReservation> {
  return db.transaction().execute(async (trx) => {
    const { updatedAt: _at, updatedBy: _by, ...before } = await getReservation({ db: trx });
    const after: ReservationSettings = { percentages: { ...input.percentages }, convertAfterRound: input.convertAfterRound };
    const value = JSON.stringify(after);
    await trx
      .insertInto('site_settings')
      .values({ id: RESERVATION_ID, value, updated_at: now, updated_by: actor.id })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ value, updated_at: now, updated_by: actor.id }))
      .execute();
    await recordAudit({ db: trx, actor, action: 'reservation.update', entity: 'reservation', entityId: RESERVATION_ID, before, after, now });
    return { ...after, updatedAt: now, updatedBy: actor.id };
  });
}
