import type { Context, Next } from 'hono';
import { studentAuth } from '~/modules/auth/student-auth.server';
import { z } from 'zod';
import { friendlyAuthMessage, TOO_MANY_SIGN_IN_REQUESTS } from '~/modules/auth/student-auth.schemas';
import { consumeRateLimit } from '~/modules/rate-limit/consume-rate-limit.server';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { apiMessage, translatedApiMessage } from '../api-language';
import { clientKey } from '../client-key';
import { createRouter } from '../create-router';

// better-auth's handler behind two guards of ours:
// - only the endpoints the portal uses are reachable (no password sign-up, no profile or e-mail
//   changes through better-auth: a student's record changes only through our own rules);
// - guessing is limited per e-mail address (3 code e-mails in 15 minutes) and per code (5 tries,
//   better-auth's allowedAttempts); the per-client count is a flood limit only, set high enough
//   (STUDENT_SIGN_IN_RATE_LIMIT) for a college lab or a mobile carrier's shared address
//   (docs/decisions/017-rate-limits-for-shared-addresses.md). Both live in the database.
const WINDOW_MS = 15 * 60 * 1000;
const CODE_EMAILS_PER_ADDRESS = 3;
const studentEmail = z.email().trim().toLowerCase().max(254);

const allowed: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/email-otp\/send-verification-otp$/ },
  { method: 'POST', path: /^\/sign-in\/email-otp$/ },
  { method: 'POST', path: /^\/sign-in\/social$/ },
  { method: 'GET', path: /^\/callback\/[a-z0-9-]+$/ },
  { method: 'POST', path: /^\/callback\/[a-z0-9-]+$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/error$/ },
];

const limit = (key: string, max: number) => consumeRateLimit({ key, limit: max, windowMs: WINDOW_MS, message: TOO_MANY_SIGN_IN_REQUESTS });

async function guardSignIn(c: Context, next: Next) {
  try {
    await limit(`student-sign-in:${clientKey(c)}`, env.STUDENT_SIGN_IN_RATE_LIMIT);
    if (c.req.path.endsWith('/send-verification-otp')) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as { email?: unknown } | null;
      const email = studentEmail.safeParse(body?.email);
      if (email.success) await limit(`student-code-email:${email.data}`, CODE_EMAILS_PER_ADDRESS);
    }
  } catch (error) {
    if (error instanceof AppError) return c.json({ success: false, message: apiMessage(c, error.message) }, error.status);
    throw error;
  }
  return next();
}

export const studentAuthRoutes = createRouter();
studentAuthRoutes.post('/email-otp/send-verification-otp', guardSignIn);
studentAuthRoutes.post('/sign-in/email-otp', guardSignIn);
studentAuthRoutes.post('/sign-in/social', guardSignIn);
studentAuthRoutes.all('/*', async (c) => {
  const path = c.req.path.replace(/^(\/api)?\/auth/, '');
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  if (!allowed.some((endpoint) => endpoint.method === method && endpoint.path.test(path))) {
    return c.json({ success: false, message: 'Not found.' }, 404);
  }
  return withFriendlyErrors(c, await studentAuth.handler(withoutStrayFetchMetadata(c.req.raw)));
});

/**
 * Node's fetch (undici) sends `Sec-Fetch-Mode: cors` with every request and never an Origin.
 * better-auth takes any Fetch Metadata header for a browser and then demands an Origin on a
 * cookieless code request (403 MISSING_OR_NULL_ORIGIN), so API clients on Node could not sign in
 * while curl could. A browser sends Origin with every POST and Sec-Fetch-Site with every request:
 * a request with no cookie, no Origin, no Referer and no Sec-Fetch-Site comes from no browser and
 * carries no credential a forger could borrow, so better-auth gets it without that header, as it
 * gets curl's. A request with a cookie is passed untouched: it still needs our own Origin.
 */
function withoutStrayFetchMetadata(request: Request): Request {
  const headers = request.headers;
  if (['cookie', 'origin', 'referer', 'sec-fetch-site'].some((name) => headers.has(name))) return request;
  if (!headers.has('sec-fetch-mode') && !headers.has('sec-fetch-dest')) return request;
  const stripped = new Headers(headers);
  stripped.delete('sec-fetch-mode');
  stripped.delete('sec-fetch-dest');
  return new Request(request, { headers: stripped });
}

/**
 * Error answers in the API's own shape, `{ success: false, message }`, with better-auth's code kept;
 * the message in the language the request asks for (apiMessage, decision 043).
 */
async function withFriendlyErrors(c: Context, response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // A new Response: the header apiMessage would set on `c` never reaches it, so it is set here.
  const { message, language } = translatedApiMessage(c, friendlyAuthMessage(body?.code, body?.message));
  if (language) headers.set('Content-Language', language);
  return new Response(JSON.stringify({ success: false, code: body?.code, message }), {
    status: response.status,
    headers,
  });
}
