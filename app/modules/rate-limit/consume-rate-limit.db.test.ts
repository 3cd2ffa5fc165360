import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { consumeRateLimit } from './consume-rate-limit.server';

// A fixed window kept in the database; time is moved with a fake clock, never waited for.
const attempt = (key: string, limit = 3) => consumeRateLimit({ key, limit, windowMs: 60_000, message: 'Slow down.' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('consumeRateLimit', () => {
  it('allows `limit` requests per key, then throws RATE_LIMITED with the given message', async () => {
    for (let i = 0; i < 3; i++) await attempt('a');
    const error = await refusal(attempt('a'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Slow down.' });
    expect(await refusal(attempt('a'))).toBeInstanceOf(AppError); // still refused
  });

  it('counts each key on its own', async () => {
    for (let i = 0; i < 3; i++) await attempt('b1');
    expect(await refusal(attempt('b1'))).toBeInstanceOf(AppError);
    expect(await refusal(attempt('b2'))).toBeNull();
  });

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 0));
    for (let i = 0; i < 3; i++) await attempt('c');
    // The API's Retry-After: what is left of the window, in whole seconds.
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 20));
    expect(await refusal(attempt('c'))).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 40 });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 59));
    expect(await refusal(attempt('c'))).toBeInstanceOf(AppError);
    expect(await refusal(attempt('c'))).toMatchObject({ retryAfterSeconds: 1 });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 1, 1));
    for (let i = 0; i < 3; i++) expect(await refusal(attempt('c'))).toBeNull();
    expect(await refusal(attempt('c'))).toBeInstanceOf(AppError);
  });

  it('loses no count when requests arrive together', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => refusal(attempt('d', 4))));
    expect(results.filter((result) => result === null)).toHaveLength(4);
    expect(results.filter((result) => result instanceof AppError)).toHaveLength(6);
  });

  it('forgets expired keys (they hold client addresses) when a new window opens', async () => {
    await db
      .insertInto('rate_limits')
      .values({ key: 'contact:203.0.113.9', count: 2, reset_at: Date.now() - 1 })
      .execute();
    await attempt('e');
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('e');
    expect(keys).not.toContain('contact:203.0.113.9');
  });
});
