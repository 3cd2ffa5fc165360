import type { Kysely } from 'kysely';

// A student's payment-report screenshots count against a budget of bytes a day
// (app/modules/offline-payments/report-payment-limits.server.ts): eight 9 MB PDFs were accepted
// in a row. `proof_byte_size` is what each report's proof takes in private storage; reports sent
// before it have none and count as nothing (the budget looks back one day). The index finds a
// student's reports of the last day, and their pending ones for Applied Courses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_reports').addColumn('proof_byte_size', 'bigint').execute();
  await db.schema.createIndex('payment_reports_student').on('payment_reports').columns(['student_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_reports_student').execute();
  await db.schema.alterTable('payment_reports').dropColumn('proof_byte_size').execute();
}
