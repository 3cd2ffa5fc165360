import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS } from '~/modules/auth/student-auth.schemas';
import { env } from '~/utils/env.server';

// The student sign-in calls are answered by better-auth (student-auth.routes.ts), not by an
// OpenAPIHono route, so they are described here for /api/openapi.json and /api/docs.
const TAGS = ['Student sign-in'];
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(false), code: z.string().optional(), message: z.string() }) } },
});

export function documentStudentSignIn(registry: OpenAPIHono['openAPIRegistry']) {
  const email = z.email().openapi({ example: 'asha.patil@example.org' });
  registry.registerPath({
    method: 'post',
    path: '/auth/email-otp/send-verification-otp',
    tags: TAGS,
    summary: 'E-mail a student a sign-in code',
    description:
      `A ${SIGN_IN_CODE_LENGTH}-digit code, valid ${SIGN_IN_CODE_TTL_SECONDS / 60} minutes, ` +
      `once, for ${SIGN_IN_CODE_ATTEMPTS} tries; stored hashed. The answer is the same for a new ` +
      'and a known address. At most 3 code e-mails per address in 15 minutes; from one client ' +
      `address (a lab, a mobile carrier) at most ${env.STUDENT_SIGN_IN_RATE_LIMIT} sign-in ` +
      'requests in 15 minutes.',
    request: { body: { required: true, content: { 'application/json': { schema: z.object({ email, type: z.literal('sign-in') }) } } } },
    responses: {
      200: { description: 'Code sent', content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } } },
      400: failure('Not an e-mail address'),
      429: failure('Too many sign-in attempts'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-in/email-otp',
    tags: TAGS,
    summary: 'Sign a student in with the code from the e-mail',
    description:
      'Creates the student on first sign-in. The session token comes back in the ' +
      '`set-auth-token` header (send it as `Authorization: Bearer <token>` on the student calls) ' +
      'and as an HttpOnly cookie for the site.',
    request: { body: { required: true, content: { 'application/json': { schema: z.object({ email, otp: z.string().regex(/^\d{6}$/) }) } } } },
    responses: {
      200: {
        description: 'Signed in',
        headers: { 'set-auth-token': { description: 'The session token', schema: { type: 'string' } } },
        content: { 'application/json': { schema: z.object({ token: z.string(), user: z.object({ id: z.string(), email: z.string(), name: z.string() }) }) } },
      },
      400: failure('A wrong, used or expired code'),
      403: failure('Too many wrong codes: ask for a new one'),
      429: failure('Too many sign-in attempts'),
    },
  });
}
