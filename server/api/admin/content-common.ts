import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import type { AdminVariables } from './require-admin';

// Shared pieces of the staff content routes (content-*.routes.ts).
export const failure = z.object({ success: z.literal(false), message: z.string() }).openapi('Failure');
export const failureResponse = (description: string) => ({ content: { 'application/json': { schema: failure } }, description });
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
export const formBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'multipart/form-data': { schema } }, required: true } });
export const done = z.object({ success: z.literal(true), message: z.string() });
export const tokenHeader = z.object({
  token: z.string().optional().openapi({ description: 'Session token from /api/admin/login (or the admin_session cookie)' }),
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

/** The administrator of the request, as the audit log names them. */
export const actorOf = (c: Context<{ Variables: AdminVariables }>): AuditActor => ({ type: 'admin', id: c.get('admin').id });

/** Multipart forms only, with a sentence a person can act on (the default 415 speaks of JSON). */
export function multipartOnly(what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      return c.json({ success: false as const, message: `Send ${what} as multipart/form-data.` }, 415);
    }
    await next();
  };
}

// The media type of a JSON body, as Hono's json validator recognises it (`application/json`, `…+json`).
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** Whether the request says its body is JSON. */
export const isJsonRequest = (c: Context) => JSON_MEDIA_TYPE.test(c.req.header('content-type')?.split(';')[0]?.trim() ?? '');

/** JSON or multipart forms (files need multipart), with a sentence a person can act on. */
export function jsonOrMultipartOnly(what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isJsonRequest(c) && !c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      return c.json(
        { success: false as const, message: `Send ${what} as JSON (Content-Type: application/json), or as multipart/form-data to include files.` },
        415,
      );
    }
    await next();
  };
}
