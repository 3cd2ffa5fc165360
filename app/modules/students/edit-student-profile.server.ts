import type { DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import type { ProfileView } from './get-student.server';
import { NOTHING_TO_UPDATE, type ProfileChanges } from './profile.schemas';
import { saveProfile } from './save-profile.server';

/**
 * Edit user profile (dashboard) and PATCH /api/admin/update-user-profile: staff change the profile
 * fields given (parsed by profileUpdateInput); an edit that names none is refused.
 */
export async function editStudentProfile({
  userId,
  changes,
  actor,
  db,
  now,
}: {
  userId: string;
  changes: ProfileChanges;
  actor: { type: 'admin'; id: string };
  db?: DB;
  now?: number;
}): Promise<ProfileView> {
  if (Object.keys(changes).length === 0) throw new AppError('BAD_REQUEST', NOTHING_TO_UPDATE);
  return saveProfile({ userId, changes, actor, db, now });
}
