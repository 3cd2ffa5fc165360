import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, reachable } from '../setup/dev-server';
import { spawnCaptured, waitForLine } from './cluster';

// The built site as `npm start` runs it on a fresh clone: one node, a local site, plain http.

let url = '';
let port = 0;
let stop = async () => {};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'institute-early-answer-'));
  port = await freePort();
  // No APP_URL and no HOST, as the README's `npm start`.
  const site = spawnCaptured(process.execPath, ['server/main.ts'], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  });
  await waitForLine(site.child, 'Serving ', site.output, 'the site');
  url = `http://localhost:${port}`;
  stop = async () => {
    const exited = new Promise((resolve) => site.child.once('exit', resolve));
    site.child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}, 90_000);
afterAll(() => stop());

/** Sends `megabytes` of a multipart body a megabyte every `everyMs`; resolves to the answer, any error and the megabytes sent before the connection closed. */
function slowUpload(path: string, headers: Record<string, string>, megabytes: number, everyMs: number) {
  return new Promise<{ status?: number; body?: string; error?: string; sent: number }>((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const outgoing = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(megabytes * chunk.length) },
    });
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    const seen: { status?: number; body?: string; error?: string } = {};
    let sent = 0;
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (data: Buffer) => (body += data.toString()));
      incoming.on('end', () => Object.assign(seen, { status: incoming.statusCode, body }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => (seen.error ??= error.code ?? error.message));
    outgoing.on('close', () => resolve({ ...seen, sent }));
    outgoing.setTimeout(20_000, () => outgoing.destroy(Object.assign(new Error('no answer within 20 s'), { code: 'NO_ANSWER' })));
    const send = () => {
      if (outgoing.destroyed) return;
      if (sent === megabytes) return void outgoing.end();
      sent += 1;
      outgoing.write(chunk);
      setTimeout(send, everyMs);
    };
    send();
  });
}

describe('a local site', () => {
  it('listens on loopback only: its demo password and simulated gateway do not answer the network', async () => {
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable('127.0.0.2', port)).toBe(false); // another address of this machine, as a LAN address would be
  });

  it('sends a page asked for as 127.0.0.1 to localhost (APP_URL), and answers the API on either name', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/courses?q=gnm`, { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe(`http://localhost:${port}/courses?q=gnm`);
    expect((await fetch(`http://127.0.0.1:${port}/api/courses`)).status).toBe(200);
    expect((await fetch(`${url}/courses`)).status).toBe(200);
  });
});

// An upload answered before its body is read (refused, or the upload gate is busy) must reach the
// client as that answer, however slowly the client sends the rest: a reset would lose the answer,
// and the student's page could only say "network error".
describe('an upload answered before its body is read', { timeout: 60_000 }, () => {
  it('reaches a slow client whole, with no reset: the site reads and drops the rest of the body', async () => {
    // 12 MB at 1 MB every 150 ms: about 2 s, four times the half second after which the adapter
    // used to close such a connection.
    const refused = await slowUpload('/api/users/submit-admission', { authorization: 'Bearer not-a-session' }, 12, 150);
    expect(refused.error).toBeUndefined();
    expect(refused.sent).toBe(12); // the connection stayed open until the client had sent it all
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body!)).toEqual({ success: false, message: 'Authentication error: please log in as a student.' });
  });
});
