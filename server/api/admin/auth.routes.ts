import { createRoute, z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { consumeAdminLimit, limitKey, REGISTER_PER_CLIENT } from '~/modules/admins/admin-limits.server';
import { adminLoginInput, adminRegisterInput, adminSendOtpInput, adminVerifyOtpInput } from '~/modules/admins/admins.schemas';
import { PASSWORD_UPDATED_MESSAGE, SEND_OTP_MESSAGE, sendAdminOtp, verifyAdminOtp } from '~/modules/admins/password-reset.server';
import { ADMIN_SESSION_COOKIE, adminSessionCookieOptions, endAdminSession, type AdminIdentity } from '~/modules/admins/sessions.server';
import { registerAdmin } from '~/modules/admins/register-admin.server';
import { signInAdmin } from '~/modules/admins/sign-in-admin.server';
import { STAFF_ROLES } from '~/modules/admins/staff-roles';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { env } from '~/utils/env.server';
import { clientKey } from '../client-key';
import { createRouter } from '../create-router';
import { done, failureResponse, formBody, json, jsonBody, tokenHeader } from '../openapi-kit';
import { multipartOnly } from '../request-guards';
import { requireAdmin, sessionTokenOf, type AdminVariables } from './require-admin';

// Staff authentication calls of spec §7 (docs/decisions/011-staff-authentication.md).
const adminJson = z
  .object({
    name: z.string(),
    email: z.string(),
    image: z.string().nullable().openapi({ description: 'URL of the photo, or null' }),
    role: z.enum(STAFF_ROLES).openapi({ description: 'What this member of staff may do: docs/decisions/029-staff-roles.md' }),
  })
  .openapi('Admin');
const signedIn = z
  .object({
    success: z.literal(true),
    message: z.string(),
    admin: adminJson,
    token: z.string().openapi({ description: 'Send it in the `token` header of admin calls. The dashboard uses the HttpOnly cookie set with it.' }),
  })
  .openapi('AdminSignedIn');

const publicAdmin = (admin: AdminIdentity) => ({ name: admin.name, email: admin.email, image: admin.image, role: admin.role });

function setSessionCookie(c: Context, token: string) {
  setCookie(c, ADMIN_SESSION_COOKIE, token, adminSessionCookieOptions());
}

export const adminAuthApi = createRouter<AdminVariables>();

/**
 * The per-client sign-up limit, mounted in api.ts before the body limits (body-limits.ts): they
 * buffer a chunked upload whole (up to 12 MB) and the form validator reads it, so a client over
 * its limit must be refused before either touches the body (sign-up has no session to check).
 */
export async function limitRegistrationsFirst(c: Context, next: Next) {
  if (c.req.method === 'POST') await consumeAdminLimit({ key: limitKey('register', clientKey(c)), limit: REGISTER_PER_CLIENT });
  await next();
}

const tooMany = failureResponse('Too many attempts from this client or for this account (15-minute window)');

adminAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/register',
    tags: ['Admin authentication'],
    summary: 'Create an administrator account (needs the admin access password)',
    middleware: [multipartOnly('the sign-up form')] as const,
    request: formBody(adminRegisterInput),
    responses: {
      201: json(signedIn, 'Account created and signed in; also sets the admin_session cookie'),
      400: failureResponse('Missing or invalid fields, or a weak or common password'),
      403: failureResponse('Wrong admin access password, or staff sign-up turned off (ADMIN_SIGNUP_SECRET unset)'),
      409: failureResponse('An administrator with that e-mail exists'),
      413: failureResponse('Photo over 5 MB or too many pixels'),
      415: failureResponse('Not multipart/form-data, or the photo is not a JPEG, PNG, WebP or GIF image'),
      429: tooMany,
    },
  }),
  async (c) => {
    const { admin, token } = await registerAdmin({ input: c.req.valid('form') });
    setSessionCookie(c, token);
    return c.json({ success: true as const, message: 'Account created successfully.', admin: publicAdmin(admin), token }, 201);
  },
);

adminAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/login',
    tags: ['Admin authentication'],
    summary: 'Sign in with e-mail and password',
    request: jsonBody(adminLoginInput),
    responses: {
      200: json(signedIn, 'Signed in; a new token at every sign-in; also sets the admin_session cookie'),
      400: failureResponse('Missing or invalid fields'),
      401: failureResponse('Invalid e-mail or password (the same for unknown e-mails)'),
      403: failureResponse('The right password of a staff account an owner has disabled'),
      429: tooMany,
    },
  }),
  async (c) => {
    const { email, password } = c.req.valid('json');
    const { admin, token } = await signInAdmin({ email, password, clientKey: clientKey(c) });
    setSessionCookie(c, token);
    return c.json({ success: true as const, message: 'Logged in successfully.', admin: publicAdmin(admin), token }, 200);
  },
);

adminAuthApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/admin',
    tags: ['Admin authentication'],
    summary: 'The signed-in administrator',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader },
    responses: {
      200: json(z.object({ success: z.literal(true), admin: adminJson, message: z.string() }), 'The administrator of the session'),
      401: failureResponse('No, unknown or expired session'),
    },
  }),
  (c) => c.json({ success: true as const, admin: publicAdmin(c.get('admin')), message: 'Admin fetched successfully.' }, 200),
);

adminAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/logout',
    tags: ['Admin authentication'],
    summary: 'End this session',
    middleware: [requireAdmin] as const,
    request: { headers: tokenHeader },
    responses: {
      200: json(done, 'Session ended on the server; cookie cleared'),
      401: failureResponse('No, unknown or expired session'),
      403: failureResponse('Cookie-authenticated request from another origin'),
    },
  }),
  async (c) => {
    const { token } = sessionTokenOf(c);
    const admin = c.get('admin');
    if (token) await endAdminSession({ token });
    await recordAudit({ actor: { type: 'admin', id: admin.id }, action: 'admin.sign-out', entity: 'admin', entityId: admin.id });
    deleteCookie(c, ADMIN_SESSION_COOKIE, { path: '/', secure: env.APP_URL.startsWith('https:') });
    return c.json({ success: true as const, message: 'Logged out.' }, 200);
  },
);

adminAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/send-otp',
    tags: ['Admin authentication'],
    summary: 'E-mail a password reset code',
    description:
      'The same answer whether or not the e-mail belongs to an administrator. Codes: 6 digits, valid 10 minutes, single use, dead after 5 wrong tries.',
    request: jsonBody(adminSendOtpInput),
    responses: { 200: json(done, 'Always the same answer'), 400: failureResponse('Missing or invalid e-mail'), 429: tooMany },
  }),
  async (c) => {
    await sendAdminOtp({ email: c.req.valid('json').email, clientKey: clientKey(c) });
    return c.json({ success: true as const, message: SEND_OTP_MESSAGE }, 200);
  },
);

adminAuthApi.openapi(
  createRoute({
    method: 'post',
    path: '/admin/verify-otp',
    tags: ['Admin authentication'],
    summary: 'Set a new password with the e-mailed code',
    description: 'Ends every session of that administrator and e-mails them a notice.',
    request: jsonBody(adminVerifyOtpInput),
    responses: {
      200: json(done, 'Password updated'),
      400: failureResponse('Invalid or expired code, or a weak or common new password'),
      429: tooMany,
    },
  }),
  async (c) => {
    const { email, otp, newPassword } = c.req.valid('json');
    await verifyAdminOtp({ email, otp, newPassword, clientKey: clientKey(c) });
    return c.json({ success: true as const, message: PASSWORD_UPDATED_MESSAGE }, 200);
  },
);
