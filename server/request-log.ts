import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { logRequest, loggedPath } from '~/utils/log.server';
import { answerScope, type SignedIn } from '~/utils/personal-answer.server';

// One line per request (app/utils/log.server.ts), first of every middleware (server/main.ts), with
// the request id echoed to the client: an X-Request-Id the proxy (or client) sent is kept, so one
// id follows a request through nginx's log and ours; anything else is replaced by a fresh one.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const acceptedRequestId = (sent: string | undefined) => (sent && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID());

/**
 * Starts a request's log line: its time and id now (the id the proxy sent, if it is one), the rest
 * when it is answered. Used here and by the node edge's cached answers (server/cached-answer.ts).
 */
export function beginRequestLine(sentRequestId: string | undefined) {
  const time = new Date().toISOString();
  const started = performance.now();
  const requestId = acceptedRequestId(sentRequestId);
  const end = ({ method, url, status, signedIn }: { method: string; url: string; status: number; signedIn?: SignedIn }) =>
    logRequest({ time, requestId, method, path: loggedPath(url), status, ms: Math.round((performance.now() - started) * 10) / 10, signedIn });
  return { requestId, end };
}

export const requestLog: MiddlewareHandler = async (c, next) => {
  const line = beginRequestLine(c.req.header('x-request-id'));
  const { signedIn } = await answerScope(() => next(), { requestId: line.requestId });
  c.res.headers.set('X-Request-Id', line.requestId);
  line.end({ method: c.req.method, url: c.req.url, status: c.res.status, signedIn });
};
