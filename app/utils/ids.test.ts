import { describe, expect, it } from 'vitest';
import { idPattern, newId } from './ids';

describe('newId', () => {
  it('makes version 7 ids that sort in the order they were made, within one millisecond too', () => {
    const now = Date.now();
    const sameMillisecond = Array.from({ length: 1000 }, () => newId(now));
    const next = Array.from({ length: 3 }, () => newId(now + 1));
    const made = [...sameMillisecond, ...next];
    for (const id of made) expect(id).toMatch(idPattern);
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it('keeps the time it was given in its first 48 bits', () => {
    const at = Date.UTC(2026, 11, 7, 10, 0, 0, 123);
    expect(parseInt(newId(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });
});
