import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from './admins.schemas';
import { isCommonPassword } from './common-passwords.server';

// Staff passwords: scrypt with the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8,
// p=1), a 16-byte random salt and a 64-byte key, stored self-describing so the parameters can be
// raised later without breaking existing hashes: scrypt$N$r$p$salt$hash (salt and hash base64url).
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
// Test runs may lower N (TEST_SCRYPT_LOG2N, refused outside NODE_ENV=test by env.server.ts); the
// hash names its N, so verifying reads it from there either way.
const hashingParams = () => (env.TEST_SCRYPT_LOG2N === undefined ? SCRYPT_PARAMS : { ...SCRYPT_PARAMS, N: 2 ** env.TEST_SCRYPT_LOG2N });
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
export const PASSWORD_MIN_LENGTH = ADMIN_PASSWORD_MIN;
export const PASSWORD_MAX_LENGTH = ADMIN_PASSWORD_MAX;

// scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is exactly too small for N=2^17.
const maxmemFor = (N: number, r: number) => 128 * N * r + 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = hashingParams();
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A valid hash of a random password: unknown e-mails are checked against it, so a failed
// sign-in costs the same time whether or not the account exists.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}

/** The staff password policy (spec §5 and issue 3): returns the problem, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (isCommonPassword(password)) return 'That password is too common and easy to guess. Please choose another.';
  return null;
}

export function assertPasswordPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}
