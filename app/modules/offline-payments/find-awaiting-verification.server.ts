import { db as defaultDb, type DB } from '~/db/db.server';

/**
 * What the student has reported paying outside the gateway and accounts have not checked yet: the
 * sum of each application's pending reports, in paise, by application id (Applied Courses' '₹X
 * awaiting verification'). Not in the fees paid until accepted: the ledger counts only money seen.
 */
export async function findAwaitingVerification({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('payment_reports')
    .select((eb) => ['application_id', eb.fn.sum<number | string>('amount_paise').as('paise')])
    .where('student_id', '=', userId)
    .where('status', '=', 'pending')
    .groupBy('application_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.application_id, Number(row.paise)]));
}
