import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent, request } from 'node:https';

// A small HTTP(S) client for the deployment suites and the admission-day benchmark: trusts the
// suite's own self-signed certificate (and nothing else), keeps cookies per client like a browser
// would, and sends any method and body. `timeoutMs`: a request not answered by then fails;
// `connectTimeoutMs`: one whose connection is not made by then fails (as a phone gives up).

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; text: () => string; json: <T = unknown>() => T };
export type Call = { method?: string; headers?: Record<string, string>; body?: string | Buffer | FormData; timeoutMs?: number; connectTimeoutMs?: number };

/** `idleMs`: kept-alive connections are closed after this long unused (else when the server's Keep-Alive hint says). */
export function httpsClient(ca?: Buffer, { idleMs }: { idleMs?: number } = {}) {
  const agent = new Agent({ ca, keepAlive: true, timeout: idleMs });
  const plainAgent = new HttpAgent({ keepAlive: true, timeout: idleMs });
  const cookies = new Map<string, string>();
  return {
    cookies,
    async call(url: string, { method = 'GET', headers = {}, body, timeoutMs, connectTimeoutMs }: Call = {}): Promise<Answer> {
      const { bytes, type } = await encode(body);
      const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const sent = { ...(type ? { 'content-type': type } : {}), ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers };
      const answer = await new Promise<Answer>((resolve, reject) => {
        const options = { method, headers: { ...sent, ...(bytes ? { 'content-length': String(bytes.length) } : {}) }, timeout: timeoutMs };
        const plain = url.startsWith('http:');
        const answered = (incoming: IncomingMessage) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const data = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: data,
              text: () => data.toString('utf8'),
              json: <T>() => JSON.parse(data.toString('utf8')) as T,
            });
          });
          incoming.on('error', reject);
        };
        const outgoing = plain ? httpRequest(url, { ...options, agent: plainAgent }, answered) : request(url, { ...options, agent }, answered);
        outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' })));
        outgoing.on('error', reject);
        if (connectTimeoutMs) {
          outgoing.on('socket', (socket) => {
            if (!socket.connecting) return; // a kept-alive connection
            const late = setTimeout(
              () => outgoing.destroy(Object.assign(new Error(`not connected within ${connectTimeoutMs} ms`), { code: 'CONNECT_TIMEOUT' })),
              connectTimeoutMs,
            );
            socket.once('connect', () => clearTimeout(late));
            socket.once('close', () => clearTimeout(late));
          });
        }
        outgoing.end(bytes);
      });
      for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return answer;
    },
    close: () => {
      agent.destroy();
      plainAgent.destroy();
    },
  };
}

async function encode(body: Call['body']): Promise<{ bytes?: Buffer; type?: string }> {
  if (body === undefined) return {};
  if (typeof body === 'string') return { bytes: Buffer.from(body), type: body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded' };
  if (Buffer.isBuffer(body)) return { bytes: body };
  // A FormData as a browser would send it (multipart, with its boundary).
  const encoded = new Request('http://form.invalid/', { method: 'POST', body });
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? undefined };
}
