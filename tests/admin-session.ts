import type { AdminIdentity } from '../server/api/admin/require-admin';
import { createAdmin } from '~/modules/admins/admins.server';
import { hashPassword } from '~/modules/admins/password.server';
import { createAdminSession } from '~/modules/admins/sessions.server';
import type { StaffRole } from '~/modules/admins/staff-roles';

// For database suites: an administrator and a session token, made through the domain functions
// (no HTTP, no rate limits). Send the token in the `token` header. An owner unless `role` says otherwise.
export const TEST_ADMIN_PASSWORD = 'Test-Admin-Pass-2026';

let counter = 0;
let passwordHash: Promise<string> | undefined; // hashed once per test file

export async function signedInAdmin(overrides: { email?: string; name?: string; role?: StaffRole } = {}): Promise<{ admin: AdminIdentity; token: string }> {
  counter += 1;
  const admin = await createAdmin({
    input: {
      name: overrides.name ?? `Test Admin ${counter}`,
      email: overrides.email ?? `admin-${counter}-${Date.now()}@example.org`,
      password: TEST_ADMIN_PASSWORD,
    },
    via: 'seed',
    role: overrides.role ?? 'owner',
    passwordHash: await (passwordHash ??= hashPassword(TEST_ADMIN_PASSWORD)),
  });
  const { token } = await createAdminSession({ adminId: admin.id });
  return { admin, token };
}
