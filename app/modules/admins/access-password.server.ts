import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';

export const SIGNUP_OFF_MESSAGE = 'Staff sign-up is turned off. Ask an administrator to create your account.';
export const WRONG_ACCESS_PASSWORD_MESSAGE = 'Incorrect admin access password';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The shared admin access password of spec §5, checked on the server in constant time. */
export function assertAdminAccessPassword(given: string): void {
  const secret = env.ADMIN_SIGNUP_SECRET;
  if (!secret) throw new AppError('FORBIDDEN', SIGNUP_OFF_MESSAGE);
  // Equal-length digests: the comparison time tells nothing about the secret or its length.
  if (!timingSafeEqual(digest(given), digest(secret))) throw new AppError('FORBIDDEN', WRONG_ACCESS_PASSWORD_MESSAGE);
}
