import { db as defaultDb, type DB } from '~/db/db.server';

/** The latest refund or withdrawal request of an application, as its student sees it on Applied Courses. */
export type StudentRefundRequest = {
  kind: 'refund' | 'withdrawal';
  status: 'open' | 'refunded' | 'declined';
  decisionReason: string | null;
  createdAt: number;
};

/** Each of the student's applications' latest request, by application id. */
export async function findStudentRefundRequests({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<Record<string, StudentRefundRequest>> {
  const rows = await db
    .selectFrom('refund_requests')
    .select(['application_id', 'kind', 'status', 'decision_reason', 'created_at'])
    .where('student_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const latest: Record<string, StudentRefundRequest> = {};
  for (const row of rows) {
    latest[row.application_id] = { kind: row.kind, status: row.status, decisionReason: row.decision_reason, createdAt: Number(row.created_at) };
  }
  return latest;
}
