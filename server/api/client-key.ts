import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { env } from '~/utils/env.server';

/** The client's address, for per-client limits. X-Forwarded-For only when behind our own proxy. */
export function clientKey(c: Context): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
