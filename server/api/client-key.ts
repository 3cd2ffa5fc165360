import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { env } from '~/utils/env.server';

/**
 * Who is asking, for per-client limits: the socket's address, or with TRUST_PROXY=true (one
 * reverse proxy of ours in front) the address that proxy appended last to X-Forwarded-For.
 * Earlier entries are whatever the client sent, so trusting the first would let anyone pick a
 * fresh bucket per request.
 */
export function clientKey(c: Context): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return networkOf(forwarded);
  }
  try {
    return networkOf(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * IPv4 addresses as they are; IPv6 by their /64 network, since one home or phone is usually given
 * a whole /64 and could otherwise rotate through billions of addresses.
 */
export function networkOf(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase(); // drop an IPv6 zone id
  const mapped = plain.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
