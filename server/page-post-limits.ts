import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { getCookie } from 'hono/cookie';
import { ADMIN_SESSION_COOKIE, findAdminBySessionToken } from '~/modules/admins/sessions.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { ADMISSION_BODY_LIMIT, API_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_BUSY_MESSAGE } from '~/utils/body-limits';
import { busyHeaders, uploadGate } from './upload-gate';

// Page form posts (React Router actions), counted while reading so a body without Content-Length
// cannot slip past: admission forms with their documents (student or staff) up to 40 MB, other
// staff uploads 12 MB, everything else (the contact form, the first administrator's setup) 64 KB.
//
// Hono's bodyLimit reads a body of undeclared length (chunked) whole into memory before the action
// runs, and the action is what checks the session: so such a body gets a large limit only from a
// sender the page accepts, and the small one otherwise. A body of declared length is checked from
// its header, nothing read: its action turns a sender without a session away (to sign in) first.

const pagePostLimit = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => c.text('That is more than this form accepts. Choose smaller files and try again.', 413) });
const admissionPosts = pagePostLimit(ADMISSION_BODY_LIMIT);
const uploadPosts = pagePostLimit(UPLOAD_BODY_LIMIT);
const smallPosts = pagePostLimit(API_BODY_LIMIT);

const staffSignedIn = async (c: Context) => (await findAdminBySessionToken({ token: getCookie(c, ADMIN_SESSION_COOKIE) })) !== null;
const studentSignedIn = async (c: Context) => (await getStudentSession({ headers: c.req.raw.headers })) !== null;

/** The pages whose forms may be large, and who may send them (`.data`: client-side submissions). */
const LARGE_POSTS = [
  { path: /^\/(user-profile|applications)(\.data)?$/, limit: admissionPosts, sender: studentSignedIn },
  { path: /^\/dashboard\/(enroll-student|change-user-profile\/[^/]+)(\.data)?$/, limit: admissionPosts, sender: staffSignedIn },
  { path: /^\/dashboard\/(?!setup\/)/, limit: uploadPosts, sender: staffSignedIn },
];

const lengthDeclared = (c: Context) => c.req.raw.headers.has('content-length') && !c.req.raw.headers.has('transfer-encoding');

const turn = uploadGate.turn((c) => c.text(UPLOAD_BUSY_MESSAGE, 503, busyHeaders));

/** The body limit of a page post (the API has its own, server/api/body-limits.ts). */
export const limitPagePosts: MiddlewareHandler = async (c, next) => {
  if (['GET', 'HEAD'].includes(c.req.method) || c.req.path.startsWith('/api/')) return next();
  const large = LARGE_POSTS.find(({ path }) => path.test(c.req.path));
  if (!large) return smallPosts(c, next);
  // A signed-in sender's upload waits its turn at the upload gate (server/upload-gate.ts); anyone
  // else's is turned away by the action before its body is read.
  if (await large.sender(c)) return every(turn, large.limit)(c, next);
  return (lengthDeclared(c) ? large.limit : smallPosts)(c, next);
};
