import { env } from './env.server';
import { currentRequestId, type SignedIn } from './personal-answer.server';

// The process's request and error logs (docs/decisions/036-deployed-behind-a-proxy.md): one JSON
// line each on stdout/stderr for a log collector, or a short line to read while local
// (LOG_FORMAT). Never a name, e-mail, token, query value or request body: ids only.

export type RequestLine = {
  time: string;
  requestId: string;
  method: string;
  /** The path with secret segments hidden and query values dropped (loggedPath). */
  path: string;
  status: number;
  ms: number;
  signedIn?: SignedIn;
};

// Paths whose last segment is a secret (a one-time setup or invitation link).
const SECRET_SEGMENT = /^(\/dashboard\/(?:setup|accept-invite))\/[^/]+/;

/** `/dashboard/setup/<token>?a=1&b=2` → `/dashboard/setup/…?a=&b=`: what was asked for, without what was typed. */
export function loggedPath(url: string): string {
  // A path with no query, as a cached page's at the node edge (already in its normal form): as it is.
  if (url.startsWith('/') && !url.includes('?')) return url.replace(SECRET_SEGMENT, '$1/…');
  const { pathname, searchParams } = new URL(url, 'http://x');
  const keys = [...new Set(searchParams.keys())];
  return pathname.replace(SECRET_SEGMENT, '$1/…') + (keys.length ? `?${keys.map((key) => `${encodeURIComponent(key)}=`).join('&')}` : '');
}

export function formatRequestLine(line: RequestLine, format: 'json' | 'pretty'): string {
  const { signedIn, ...rest } = line;
  if (format === 'json') return JSON.stringify({ ...rest, ...signedIn });
  const who = signedIn ? ('staffId' in signedIn ? ` staff ${signedIn.staffId}` : ` student ${signedIn.studentId}`) : '';
  return `${line.time.slice(11, 19)} ${line.method} ${line.path} ${line.status} ${line.ms} ms${who}`;
}

// Request lines go out together, once per turn of the event loop: stdout to a file or a pipe is a
// synchronous write on Linux, and a write per request was 13 % of the server's time serving cached
// pages. Lines still waiting when the process exits (a stop, an uncaught error) go out on its way out.
let waitingLines = '';
function writeWaitingLines() {
  if (!waitingLines) return;
  const lines = waitingLines;
  waitingLines = '';
  process.stdout.write(lines);
}
process.on('exit', writeWaitingLines);

export function logRequest(line: RequestLine): void {
  if (!waitingLines) setImmediate(writeWaitingLines);
  waitingLines += `${formatRequestLine(line, env.LOG_FORMAT)}\n`;
}

/**
 * An error a request (or background work) could not handle: its stack goes to the log, never to
 * the client, with the request id the client was given so that a complaint can be traced.
 */
export function logError(error: unknown, context?: string): void {
  const requestId = currentRequestId();
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  // console.error, not a raw write: one line on stderr either way, and tests can listen for it.
  if (env.LOG_FORMAT === 'json') console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', requestId, context, message, stack }));
  else console.error(`${[context, requestId && `request ${requestId}`].filter(Boolean).join(', ') || 'error'}: ${stack ?? message}`);
}
