import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';

export type ErasureRequestView = {
  id: string;
  userId: string;
  name: string;
  email: string;
  reason: string;
  requestedAt: number;
  completedAt: number | null;
  kept: string;
};

/** Erasure requests for staff: open ones first (oldest first: the law gives 30 days), then the done ones, newest first. */
export async function findErasureRequests({ limit = 100, db = defaultDb }: { limit?: number; db?: DB } = {}): Promise<ErasureRequestView[]> {
  const rows = await db
    .selectFrom('erasure_requests')
    .innerJoin('users', 'users.id', 'erasure_requests.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'erasure_requests.user_id')
    .select([
      'erasure_requests.id',
      'erasure_requests.user_id',
      'erasure_requests.reason',
      'erasure_requests.requested_at',
      'erasure_requests.completed_at',
      'erasure_requests.kept',
      'users.name as user_name',
      'users.email as user_email',
      'profiles.first_name',
      'profiles.middle_name',
      'profiles.last_name',
    ])
    .orderBy((eb) => eb.case().when('erasure_requests.completed_at', 'is', null).then(0).else(1).end())
    .orderBy((eb) =>
      eb
        .case()
        .when('erasure_requests.completed_at', 'is', null)
        .then(eb.ref('erasure_requests.requested_at'))
        .else(eb.neg(eb.ref('erasure_requests.completed_at')))
        .end(),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: studentName(row),
    email: row.user_email,
    reason: row.reason ?? '',
    requestedAt: Number(row.requested_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
    kept: row.kept ?? '',
  }));
}
