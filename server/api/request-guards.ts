import type { Context, MiddlewareHandler } from 'hono';

// Media-type checks of the routes that take files, answered with a sentence a person can act on
// (the 415 of the route's own validator speaks of JSON).

const MULTIPART = 'multipart/form-data';
/** Whether the request says its body is a multipart form. */
export const isMultipart = (c: Context) => c.req.header('content-type')?.toLowerCase().startsWith(MULTIPART) ?? false;

/** Multipart forms only. */
export function multipartOnly(what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isMultipart(c)) return c.json({ success: false as const, message: `Send ${what} as multipart/form-data.` }, 415);
    await next();
  };
}

// The media type of a JSON body, as Hono's json validator recognises it (`application/json`, `…+json`).
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** Whether the request says its body is JSON. */
export const isJsonRequest = (c: Context) => JSON_MEDIA_TYPE.test(c.req.header('content-type')?.split(';')[0]?.trim() ?? '');

/** JSON or multipart forms (files need multipart). */
export function jsonOrMultipartOnly(what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isJsonRequest(c) && !isMultipart(c)) {
      return c.json(
        { success: false as const, message: `Send ${what} as JSON (Content-Type: application/json), or as multipart/form-data to include files.` },
        415,
      );
    }
    await next();
  };
}
