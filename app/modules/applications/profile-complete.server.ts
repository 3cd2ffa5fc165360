import { db as defaultDb, type DB } from '~/db/db.server';

/**
 * Spec §5: a student may apply only with a complete profile, meaning a first, middle and last
 * name. The one test of it, for the Enroll Now button (getEnrolment) and for applying (applyToCourse).
 */
export async function isProfileComplete({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<boolean> {
  const profile = await db.selectFrom('profiles').select(['first_name', 'middle_name', 'last_name']).where('user_id', '=', userId).executeTakeFirst();
  return !!profile && [profile.first_name, profile.middle_name, profile.last_name].every((part) => !!part?.trim());
}
