import { db as defaultDb, type DB } from '~/db/db.server';
import { adminImageUrl } from './sessions.server';
import type { StaffRole } from './staff-roles';

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: number | null;
  createdAt: number;
};
export type StaffInvitation = { id: string; email: string; role: StaffRole; invitedBy: string | null; expiresAt: number; createdAt: number };

/**
 * The Staff page: every member of staff (owners first, then by name) and the invitations still
 * open (newest first). An institute has tens of staff, not thousands: no paging.
 */
export async function findStaff({ db = defaultDb, now = Date.now() }: { db?: DB; now?: number } = {}): Promise<{
  staff: StaffMember[];
  invitations: StaffInvitation[];
}> {
  const [admins, invitations] = await Promise.all([
    db.selectFrom('admins').select(['id', 'name', 'email', 'image', 'role', 'disabled_at', 'last_sign_in_at', 'created_at']).orderBy('name').execute(),
    db
      .selectFrom('staff_invitations')
      .leftJoin('admins', 'admins.id', 'staff_invitations.invited_by')
      .select([
        'staff_invitations.id',
        'staff_invitations.email',
        'staff_invitations.role',
        'staff_invitations.expires_at',
        'staff_invitations.created_at',
        'admins.name as invited_by',
      ])
      .where('staff_invitations.expires_at', '>', now)
      .orderBy('staff_invitations.created_at', 'desc')
      .execute(),
  ]);
  const owner = (role: StaffRole) => (role === 'owner' ? 0 : 1);
  return {
    staff: admins
      .map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        image: adminImageUrl(row.image),
        role: row.role,
        disabled: row.disabled_at !== null,
        lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
        createdAt: Number(row.created_at),
      }))
      .sort((a, b) => owner(a.role) - owner(b.role)),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.invited_by,
      expiresAt: Number(row.expires_at),
      createdAt: Number(row.created_at),
    })),
  };
}
