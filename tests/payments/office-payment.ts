import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';

/**
 * A payment the office took, as the fee desk records it (a staff ledger row, the paid total moved
 * with it), for suites that need money outside the gateway without the desk's command.
 */
export async function insertOfficePayment({
  applicationId,
  studentId,
  rupees,
  method = 'cash',
  at = Date.now(),
}: {
  applicationId: string;
  studentId: string;
  rupees: number;
  method?: string;
  at?: number;
}): Promise<string> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        id,
        application_id: applicationId,
        student_id: studentId,
        kind: 'payment',
        source: 'staff',
        method,
        amount_paise: rupees * 100,
        currency: 'INR',
        status: 'paid',
        created_by: 'admin:desk',
        created_at: at,
      })
      .execute();
    await trx
      .updateTable('applications')
      .set((eb) => ({ fees_paid_paise: eb('fees_paid_paise', '+', rupees * 100) }))
      .where('id', '=', applicationId)
      .execute();
  });
  return id;
}
