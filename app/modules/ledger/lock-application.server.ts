import type { DB } from '~/db/db.server';
import { APPLICATION_NOT_FOUND } from '~/modules/applications/decide-application.server';
import { AppError } from '~/utils/errors';

/**
 * Takes the application's row for the rest of the transaction `trx`, before anything about its
 * money is read: the row is written to the value it has, which holds PostgreSQL's row lock until
 * `trx` ends (SQLite's transactions are IMMEDIATE: one writer at a time). Every path that reads a
 * balance or what is left of a payment and then writes the ledger calls this first, so two of them
 * on one application are taken in turn and the second reads what the first wrote. A 404 when there
 * is no such application.
 */
export async function lockApplication(trx: DB, applicationId: string): Promise<void> {
  const locked = await trx
    .updateTable('applications')
    .set((eb) => ({ fees_paid_paise: eb.ref('fees_paid_paise') }))
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
}
