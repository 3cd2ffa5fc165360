import { z } from '@hono/zod-openapi';

// The pieces every API resource describes itself with (/api/openapi.json): one failure shape,
// the request and response wrappers, the credentials of each audience and the usual refusals.

export const failure = z.object({ success: z.literal(false), message: z.string() }).openapi('Failure');
export const failureResponse = (description: string) => ({ content: { 'application/json': { schema: failure } }, description });
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
export const formBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'multipart/form-data': { schema } }, required: true } });
/** A write that answers only with its sentence; `.extend()` it for the fields a write returns. */
export const done = z.object({ success: z.literal(true), message: z.string() });

/** The staff calls' credentials: the `token` header of spec §6, or the dashboard's cookie. */
export const tokenHeader = z.object({
  token: z.string().optional().openapi({ description: 'Session token from /api/admin/login or /api/admin/register (or the admin_session cookie)' }),
});
export const unauthorized = { 401: failureResponse('No valid administrator session (token header or cookie)') };
export const forbidden = { 403: failureResponse('A student session, or a cookie-authenticated write from another site') };
export const badInput = { 400: failureResponse('Missing or invalid fields (the message says which)') };

/** The student calls' credentials: a bearer token from sign-in's set-auth-token header, or the portal's cookie. */
export const studentBearer = z.object({
  authorization: z.string().optional().openapi({ description: 'Bearer <session token> (or the student.session_token cookie)' }),
});
export const signedOut = { 401: failureResponse('No valid student session') };

export const uploadFailures = {
  413: failureResponse('An image over 5 MB or with too many pixels, or a request over 12 MB'),
  415: failureResponse('An image that is not JPEG, PNG, WebP or GIF (SVG refused), or a body that is not multipart/form-data'),
};
