import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { getCookie } from 'hono/cookie';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { ADMIN_SESSION_COOKIE, findAdminBySessionToken, type AdminIdentity } from '~/modules/admins/sessions.server';
import { roleMay, roleRefusal, type StaffArea } from '~/modules/admins/staff-roles';
import { env } from '~/utils/env.server';

export type { AdminIdentity };
export type AdminVariables = { admin: AdminIdentity };

export const NOT_SIGNED_IN_MESSAGE = 'Please log in as an administrator.';
export const STUDENTS_NOT_ALLOWED_MESSAGE = "This is for the institute's staff only. Students use the student portal.";
const FOREIGN_ORIGIN_MESSAGE = 'This request did not come from our own site. Reload the page and try again.';

/** The session token of a request: the `token` header (spec §6, API clients) or the dashboard's cookie. */
export function sessionTokenOf(c: Context): { token: string | undefined; viaCookie: boolean } {
  const header = c.req.header('token');
  if (header) return { token: header, viaCookie: false };
  return { token: getCookie(c, ADMIN_SESSION_COOKIE), viaCookie: true };
}

/** Whether a cookie-authenticated write comes from our own origin (the cookie alone proves nothing there). */
export function isSameOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  return !!origin && origin === new URL(env.APP_URL).origin;
}

/**
 * Lets only signed-in administrators through and puts who they are in `c.get('admin')`.
 * Token header: any method. Cookie: reads from anywhere, writes only with our own Origin.
 */
export const requireAdmin: MiddlewareHandler<{ Variables: AdminVariables }> = async (c, next) => {
  if (c.get('admin')) return next(); // an upload's sender, checked before its body was read (body-limits.ts)
  const { token, viaCookie } = sessionTokenOf(c);
  if (viaCookie && token && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && !isSameOrigin(c)) {
    return c.json({ success: false as const, message: FOREIGN_ORIGIN_MESSAGE }, 403);
  }
  const admin = await findAdminBySessionToken({ token });
  if (!admin) {
    // A student's session is a real identity, just not a staff one: 403, not "please log in".
    if (await getStudentSession({ headers: c.req.raw.headers })) return c.json({ success: false as const, message: STUDENTS_NOT_ALLOWED_MESSAGE }, 403);
    return c.json({ success: false as const, message: NOT_SIGNED_IN_MESSAGE }, 401);
  }
  c.set('admin', admin);
  await next();
};

/**
 * Lets through only staff whose role includes `area` (docs/decisions/029-staff-roles.md): every
 * staff route names its area here, and a role without it gets 403 naming what is missing.
 */
export const requireStaff = (area: StaffArea): MiddlewareHandler<{ Variables: AdminVariables }> =>
  every(requireAdmin, async (c, next) => {
    const { role } = c.get('admin');
    if (!roleMay(role, area)) return c.json({ success: false as const, message: roleRefusal(role, area) }, 403);
    await next();
  });

/** The administrator of the request, as the audit log names them. */
export const actorOf = (c: Context<{ Variables: AdminVariables }>) => ({ type: 'admin' as const, id: c.get('admin').id }) satisfies AuditActor;
