import { db as defaultDb, type DB } from '~/db/db.server';
import { storeImage } from '~/modules/images/store-image.server';
import { AppError } from '~/utils/errors';
import { assertAdminAccessPassword } from './access-password.server';
import type { AdminRegisterInput } from './admins.schemas';
import { createAdmin, DUPLICATE_EMAIL_MESSAGE, normaliseEmail } from './admins.server';
import { assertPasswordPolicy } from './password.server';
import { type AdminIdentity, createAdminSession } from './sessions.server';

/**
 * Staff sign-up (POST /api/admin/register): checks the admin access password and the password
 * policy, refuses a taken e-mail, stores the photo, creates the administrator (audited) and starts
 * their session.
 */
export async function registerAdmin({ input, db = defaultDb }: { input: AdminRegisterInput; db?: DB }): Promise<{ admin: AdminIdentity; token: string }> {
  assertAdminAccessPassword(input.accessPassword);
  assertPasswordPolicy(input.password);
  const email = normaliseEmail(input.email);
  // Before the photo is processed, so a duplicate leaves no stored image behind.
  if (await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst()) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  const image = input.image ? await storeImage({ bytes: new Uint8Array(await input.image.arrayBuffer()) }) : null;
  const admin = await createAdmin({ input: { name: input.name, email, password: input.password, image }, db });
  const { token } = await createAdminSession({ adminId: admin.id, db });
  return { admin, token };
}
