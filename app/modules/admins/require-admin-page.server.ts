import { redirect } from 'react-router';
import { ADMIN_SESSION_COOKIE, findAdminBySessionToken, type AdminIdentity } from './sessions.server';

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
 * page with the admin login dialog open. Every dashboard loader and action calls it: the server
 * decides, hiding links is not a permission.
 */
export async function requireAdminPage(request: Request): Promise<AdminIdentity> {
  const admin = await findAdminBySessionToken({ token: cookieValue(request, ADMIN_SESSION_COOKIE) });
  if (!admin) throw redirect('/?admin-login=1');
  return admin;
}
