import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { StoredImage } from '~/db/schema';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeImage } from '~/modules/images/store-image.server';
import type { AdminVariables } from './require-admin';

// Shared pieces of the staff content routes (content-*.routes.ts).
export const failure = z.object({ success: z.literal(false), message: z.string() }).openapi('Failure');
export const failureResponse = (description: string) => ({ content: { 'application/json': { schema: failure } }, description });
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
export const formBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'multipart/form-data': { schema } }, required: true } });
export const done = z.object({ success: z.literal(true), message: z.string() });
export const tokenHeader = z.object({ token: z.string().optional().openapi({ description: 'Session token from /api/admin/login (or the admin_session cookie)' }) });

export const unauthorized = { 401: failureResponse('No valid administrator session (token header or cookie)') };
export const forbidden = { 403: failureResponse('A student session, or a cookie-authenticated write from another site') };
export const badInput = { 400: failureResponse('Missing or invalid fields (the message says which)') };
/** The student calls' credentials: a bearer token from sign-in's set-auth-token header, or the portal's cookie. */
export const studentBearer = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <session token> (or the student.session_token cookie)' }) });
export const signedOut = { 401: failureResponse('No valid student session') };
export const uploadFailures = {
  413: failureResponse('An image over 5 MB or with too many pixels, or a request over 12 MB'),
  415: failureResponse('An image that is not JPEG, PNG, WebP or GIF (SVG refused), or a body that is not multipart/form-data'),
};

/** The administrator of the request, as the audit log names them. */
export const actorOf = (c: Context<{ Variables: AdminVariables }>): AuditActor => ({ type: 'admin', id: c.get('admin').id });

/** A record id in a body or path; an id that is not ours is simply not found (404) by the domain. */
export const recordId = (label: string) => z.string({ error: `${label} id is required.` }).trim().min(1, `${label} id is required.`);

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
      return c.json({ success: false as const, message: `Send ${what} as JSON (Content-Type: application/json), or as multipart/form-data to include files.` }, 415);
    }
    await next();
  };
}

const upload = z.custom<File>((value) => value instanceof File, 'Images must be files.');
// A file input left empty is still sent by browsers, as a nameless empty part: it means "none".
const isEmptyPart = (value: unknown) => value === '' || (value instanceof File && value.size === 0 && value.name === '');

/** Up to `max` image files under one field name (repeated); undefined when none were sent, or refused with `required`. */
export function imageFiles(max: number, tooMany: string, required?: string) {
  const list = required ? z.array(upload, { error: required }).min(1, required) : z.array(upload);
  return z
    .preprocess(
      (value) => {
        const list = (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((part) => !isEmptyPart(part));
        return list.length ? list : undefined;
      },
      required ? list.max(max, tooMany) : list.max(max, tooMany).optional(),
    )
    .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: max, description: `${required ? 'One to' : 'Up to'} ${max} image${max > 1 ? 's' : ''}: JPEG, PNG, WebP or GIF, 5 MB each` });
}

/**
 * Reads and stores uploaded images one at a time (each re-encoded as WebP variants). Called after
 * every other field is validated and before any row is written: a refused image (413/415) stops
 * the request with no row stored. Variants of an earlier image of the same request may remain on
 * disk unreferenced.
 */
export async function storeUploads(files: File[] | undefined): Promise<StoredImage[] | undefined> {
  if (!files) return undefined;
  const stored: StoredImage[] = [];
  for (const file of files) stored.push(await storeImage({ bytes: new Uint8Array(await file.arrayBuffer()) }));
  return stored;
}
