import { describe, expect, it } from 'vitest';
import { envForThisTest } from '../../../tests/env-for-test';
import { hashPassword, passwordProblem, verifyPassword } from './password.server';

describe('staff passwords', () => {
  // The production parameters, pinned: test runs hash at N=2^TEST_SCRYPT_LOG2N (vitest.config.ts),
  // which this test unsets, as every process but a test run has it.
  it('hash with scrypt N=2^17, r=8, p=1, a random salt, and verify only the right password', async () => {
    envForThisTest({ TEST_SCRYPT_LOG2N: undefined });
    const [first, second] = await Promise.all([hashPassword('Nagpur-Demo-2026'), hashPassword('Nagpur-Demo-2026')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second); // different salts
    expect(await verifyPassword('Nagpur-Demo-2026', first)).toBe(true);
    expect(await verifyPassword('nagpur-demo-2026', first)).toBe(false);
    expect(await verifyPassword('Nagpur-Demo-2026', 'bcrypt$whatever')).toBe(false);
  });

  it('hash at the cost a test run sets, and still verify hashes made at another cost', async () => {
    envForThisTest({ TEST_SCRYPT_LOG2N: undefined });
    const production = await hashPassword('Ward-Round-Nagpur-7');
    envForThisTest({ TEST_SCRYPT_LOG2N: 12 });
    const cheap = await hashPassword('Ward-Round-Nagpur-7');
    expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('Ward-Round-Nagpur-7', cheap)).toBe(true);
    expect(await verifyPassword('Ward-Round-Nagpur-7', production)).toBe(true);
  });

  it.each([
    ['123456789', /at least 10/],
    ['a'.repeat(129), /at most 128/],
    ['1234567890', /too common/],
    ['Qwertyuiop', /too common/],
    ['Ward-Round-Nagpur-7', null],
    ['a'.repeat(128), null],
  ])('policy for %s', (password, problem) => {
    if (problem) expect(passwordProblem(password)).toMatch(problem);
    else expect(passwordProblem(password)).toBeNull();
  });
});
