import { db as defaultDb, type DB } from '~/db/db.server';
import { studentName } from '~/modules/applications/application-view.server';

// Students whose Aadhaar number is also on another student's profile (the keyed hash of
// aadhaar-hash.server.ts). Staff get the other students' names; a student only hears that the
// number is already registered, never whose it is.

export type SameAadhaarStudent = { id: string; name: string };

/** For each of `userIds` that shares its number: the other students with it, by name. */
export async function findSameAadhaar({ userIds, db = defaultDb }: { userIds: readonly string[]; db?: DB }): Promise<Record<string, SameAadhaarStudent[]>> {
  if (userIds.length === 0) return {};
  const rows = await db
    .selectFrom('profiles as mine')
    .innerJoin('profiles as other', (join) => join.onRef('other.aadhaar_hash', '=', 'mine.aadhaar_hash').onRef('other.user_id', '<>', 'mine.user_id'))
    .innerJoin('users', 'users.id', 'other.user_id')
    .select([
      'mine.user_id as user_id',
      'other.user_id as other_id',
      'other.first_name',
      'other.middle_name',
      'other.last_name',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .where('mine.user_id', 'in', [...new Set(userIds)])
    .orderBy('other.created_at')
    .execute();
  const found: Record<string, SameAadhaarStudent[]> = {};
  for (const row of rows) (found[row.user_id] ??= []).push({ id: row.other_id, name: studentName(row) });
  return found;
}

/** Whether another student's profile holds the same Aadhaar number as this student's. */
export async function isAadhaarRegisteredElsewhere({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<boolean> {
  const row = await db
    .selectFrom('profiles as mine')
    .innerJoin('profiles as other', (join) => join.onRef('other.aadhaar_hash', '=', 'mine.aadhaar_hash').onRef('other.user_id', '<>', 'mine.user_id'))
    .select('other.user_id')
    .where('mine.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
