import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UPLOAD_BUSY_MESSAGE } from '~/utils/body-limits';
import { busyHeaders, createUploadGate } from './upload-gate';

// A node works on a few uploads at a time, lets the next wait their turn, and answers the rest at
// once with 503 and Retry-After (admission day: docs/decisions/036-deployed-behind-a-proxy.md).
function site(options: Parameters<typeof createUploadGate>[0]) {
  const gate = createUploadGate(options);
  const finish: Array<() => void> = [];
  const app = new Hono();
  app.post(
    '/upload',
    gate.turn((c) => c.json({ success: false, message: UPLOAD_BUSY_MESSAGE }, 503, busyHeaders)),
    async (c) => {
      await new Promise<void>((resolve) => finish.push(resolve));
      return c.json({ success: true });
    },
  );
  const send = async () => app.request('/upload', { method: 'POST' });
  const settled = async (answer: Promise<Response>) => Promise.race([answer, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 30))]);
  return { gate, finish, send, settled };
}

describe('the upload gate', () => {
  it('works on `atOnce` uploads, queues the next in order, and answers beyond the queue at once with 503 and Retry-After', async () => {
    const { gate, finish, send, settled } = site({ atOnce: 1, waiting: 1, waitMs: 10_000 });
    const first = send();
    const second = send();
    const third = await send();
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(await third.json()).toEqual({ success: false, message: UPLOAD_BUSY_MESSAGE });
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    expect(await settled(second)).toBe('waiting');
    finish.shift()!();
    expect((await first).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish.shift()!();
    expect((await second).status).toBe(200);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 to an upload that waited its whole time, and frees its place in the queue', async () => {
    const { gate, finish, send } = site({ atOnce: 1, waiting: 5, waitMs: 50 });
    const first = send();
    const late = await send();
    expect(late.status).toBe(503);
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    finish.shift()!();
    expect((await first).status).toBe(200);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the turn back when the upload fails', async () => {
    const gate = createUploadGate({ atOnce: 1, waiting: 0, waitMs: 10 });
    const app = new Hono();
    app.onError((_error, c) => c.text('failed', 500));
    app.post(
      '/upload',
      gate.turn((c) => c.text('busy', 503)),
      () => {
        throw new Error('the file could not be read');
      },
    );
    expect((await app.request('/upload', { method: 'POST' })).status).toBe(500);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect((await app.request('/upload', { method: 'POST' })).status).toBe(500); // not 503: the turn was given back
  });
});
