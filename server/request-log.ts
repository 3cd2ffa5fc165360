import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { logRequest, loggedPath } from '~/utils/log.server';
import { answerScope } from '~/utils/personal-answer.server';

// One line per request (app/utils/log.server.ts), first of every middleware (server/main.ts), with
// the request id echoed to the client: an X-Request-Id the proxy (or client) sent is kept, so one
// id follows a request through nginx's log and ours; anything else is replaced by a fresh one.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const acceptedRequestId = (sent: string | undefined) => (sent && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID());

export const requestLog: MiddlewareHandler = async (c, next) => {
  const time = new Date().toISOString();
  const started = performance.now();
  const requestId = acceptedRequestId(c.req.header('x-request-id'));
  const { signedIn } = await answerScope(() => next(), { requestId });
  c.res.headers.set('X-Request-Id', requestId);
  logRequest({
    time,
    requestId,
    method: c.req.method,
    path: loggedPath(c.req.url),
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    signedIn,
  });
};
