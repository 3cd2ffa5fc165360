import type { Context, MiddlewareHandler } from 'hono';
import { availableParallelism } from 'node:os';
import { UPLOAD_RETRY_AFTER_SECONDS } from '~/utils/body-limits';

// Uploads (an admission form with its photo and documents, a resume, a payment screenshot, a
// course's pictures) cost a node far more than any other request: the body is read, every file
// is checked by its bytes, pictures are re-encoded and documents sealed. On admission day
// thousands arrive at once; taken all together they would each take minutes, and the ones past
// Node's request timeout would be cut off, the student's form lost with a reset connection.
// So a node works on a few at a time, lets the next ones wait their turn for up to a minute (the
// form shows its progress meanwhile; nginx waits 120 s for an answer), and answers the rest at
// once with 503 and Retry-After, before reading their bodies: a status the student's page (or an
// API client) can act on, never a reset (docs/decisions/036-deployed-behind-a-proxy.md).

export type UploadGateOptions = {
  /** Uploads worked on at once by this process. */
  atOnce?: number;
  /** How long an upload may wait for its turn before it is answered 503. */
  waitMs?: number;
  /** Uploads waiting at most; the next is answered 503 at once. */
  waiting?: number;
};

/**
 * A gate in front of the upload routes, after the sender's check and before the body is read.
 * One per process, shared by the API and the pages (`turn`, given how each answers when busy).
 */
export function createUploadGate({ atOnce = Math.max(2, availableParallelism() * 2), waitMs = 60_000, waiting = 1_000 }: UploadGateOptions = {}) {
  let running = 0;
  const queue: Array<() => void> = [];
  const enter = (): Promise<boolean> => {
    if (running < atOnce && queue.length === 0) {
      running += 1;
      return Promise.resolve(true);
    }
    if (queue.length >= waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        running += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(turn), 1);
        resolve(false);
      }, waitMs);
      queue.push(turn);
    });
  };
  const leave = () => {
    running -= 1;
    queue.shift()?.();
  };
  return {
    /** The gate as middleware; `busy` answers a request that did not get its turn. */
    turn:
      (busy: (c: Context) => Response | Promise<Response>): MiddlewareHandler =>
      async (c, next) => {
        if (!(await enter())) return busy(c);
        try {
          await next();
        } finally {
          leave();
        }
      },
    /** Uploads being worked on, and waiting (for tests). */
    load: () => ({ running, waiting: queue.length }),
  };
}

export const uploadGate = createUploadGate();
export const busyHeaders = { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
