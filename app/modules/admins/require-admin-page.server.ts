import { data, redirect } from 'react-router';
import { ADMIN_SESSION_COOKIE, findAdminBySessionToken, type AdminIdentity } from './sessions.server';
import { roleMay, roleRefusal, type StaffArea } from './staff-roles';
import { signInFirst } from '~/utils/sign-in-return';

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The signed-in administrator of a dashboard request (session cookie), or a redirect to the home
 * page with the admin login dialog open, which goes on to this page once signed in. Every
 * dashboard loader and action calls it with the area of work it belongs to (staff-roles.ts); a
 * role without it gets a 403 page naming what is missing.
 * The server decides: hiding links is not a permission. `area` null: any member of staff (the
 * dashboard's shell, and the start page that sends each role to its first page).
 */
export async function requireAdminPage(request: Request, area: StaffArea | null): Promise<AdminIdentity> {
  const admin = await findAdminBySessionToken({ token: cookieValue(request, ADMIN_SESSION_COOKIE) });
  if (!admin) throw redirect(signInFirst('admin-login', request.url));
  if (area && !roleMay(admin.role, area)) throw data({ message: roleRefusal(admin.role, area) }, { status: 403 });
  return admin;
}
