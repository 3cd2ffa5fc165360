import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { ADMISSION_BODY_LIMIT, API_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_BUSY_MESSAGE, UPLOAD_TOO_LARGE } from '~/utils/body-limits';
import { busyHeaders, uploadGate } from '../upload-gate';
import { requireAdmin } from './admin/require-admin';
import { isMultipart } from './request-guards';
import { requireStudent } from './users/require-student';

// How much of a request body the API reads, and after which check. Hono's bodyLimit reads a body
// sent without a Content-Length (chunked) whole into memory before the route runs, so a large body
// is accepted only from a sender the route would accept: its session (for staff sign-up, which has
// none, the per-client limit) is checked first, and a request that fails it is answered before a byte of its
// body is read. Everything else (JSON, small forms, multipart sent anywhere else) stays under 64 KB.

const jsonLimit = bodyLimit({
  maxSize: API_BODY_LIMIT,
  onError: (c) => c.json({ success: false, message: 'The request body is too large (64 KB at most).' }, 413),
});
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: (c) => c.json({ success: false, message: UPLOAD_TOO_LARGE }, 413),
});
const admissionLimit = bodyLimit({
  maxSize: ADMISSION_BODY_LIMIT,
  onError: (c) =>
    c.json({ success: false, message: 'The files are too large together (40 MB at most in one request). Upload some now and the rest in a second step.' }, 413),
});

// Then a turn at the upload gate (server/upload-gate.ts): busy, it answers 503 before the body is read.
const turn = uploadGate.turn((c) => c.json({ success: false, message: UPLOAD_BUSY_MESSAGE }, 503, busyHeaders));
const staffUpload = every(requireAdmin, turn, uploadLimit);
const staffAdmission = every(requireAdmin, turn, admissionLimit);
const studentAdmission = every(requireStudent, turn, admissionLimit);
const studentUpload = every(requireStudent, turn, uploadLimit);

/** The routes that take files (multipart POST, or PUT for site settings), each with the check its sender passes before the body is read. */
const UPLOADS: Record<string, MiddlewareHandler> = {
  // Staff sign-up has no session yet: its per-client limit is checked ahead of any body (api.ts).
  '/admin/register': uploadLimit,
  '/admin/post-course': staffUpload,
  '/admin/update-course': staffUpload,
  '/admin/post-news': staffUpload,
  '/admin/update-news': staffUpload,
  '/admin/post-event': staffUpload,
  '/admin/site-settings': staffUpload,
  // The admission form: photo and documents in one request (staff enrolling, or the student).
  '/admin/create-user': staffAdmission,
  '/users/submit-admission': studentAdmission,
  '/users/update-resume': studentAdmission,
  // A payment report's screenshot or bank receipt.
  '/users/report-payment': studentUpload,
};

/** The body limit of a request, behind the check of its sender when the body may be large. */
export const limitBodies: MiddlewareHandler = (c, next) => {
  // (The path's tail: tests call the API app directly, without the /api prefix.)
  const route = ['POST', 'PUT'].includes(c.req.method) && isMultipart(c) ? Object.keys(UPLOADS).find((path) => c.req.path.endsWith(path)) : undefined;
  return (route ? UPLOADS[route]! : jsonLimit)(c, next);
};
