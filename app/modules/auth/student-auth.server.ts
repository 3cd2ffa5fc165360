import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins';
import { db as defaultDb, type DB, dialect } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { issueStudentNumber } from '~/modules/students/issue-student-number.server';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';
import { getAuthSecret } from '~/utils/secrets.server';
import { chosenLanguage, requestLanguage } from '~/modules/i18n/request-language';
import { sendSignInCode } from './send-sign-in-code.server';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS, STUDENT_SESSION_DAYS, UNVERIFIED_PROVIDER_EMAIL } from './student-auth.schemas';

// Student sign-in (docs/decisions/013-student-sign-in.md): better-auth on our Kysely, with
// - e-mail one-time codes, the embedded default (6 digits, stored hashed, 10 minutes, 5 tries);
// - any OpenID Connect provider of OIDC_PROVIDERS (authorization code + PKCE, state, nonce,
//   ID token checked against the provider's keys; accounts keyed by provider and subject);
// - bearer tokens for API clients (`Authorization: Bearer`, returned in `set-auth-token`).
// Staff are a separate identity (app/modules/admins): nothing here can sign in an administrator.

const secureCookies = env.APP_URL.startsWith('https://');

/** better-auth on one database handle: the app's, or a caller's transaction (studentAuthFor). */
function createStudentAuth(db: DB, { validateSchema }: { validateSchema: boolean }) {
  return betterAuth({
    appName: env.INSTITUTE_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: getAuthSecret(),
    trustedOrigins: [new URL(env.APP_URL).origin],
    database: { db, type: dialect },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      // Given by the create hook below, never by a client (input: false).
      additionalFields: { studentNumber: { type: 'string', fieldName: 'student_number', required: false, input: false } },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      expiresIn: STUDENT_SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // A provider account joins an existing student only when the provider vouches for the e-mail
      // and the student's own address was confirmed (better-auth's defaults, stated here on purpose).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    // Our database-backed limiter guards these routes (server/api/auth/student-auth.routes.ts): it is
    // shared by every app node and survives restarts, which better-auth's memory store is not.
    rateLimit: { enabled: false },
    advanced: {
      // Stated, not left to the default: under NODE_ENV=test better-auth turns its origin and CSRF
      // checks off by itself, so the database suites would never meet the rules production applies
      // (decision 013: a cookie-carrying write needs our own Origin).
      disableOriginCheck: false,
      cookiePrefix: 'student',
      useSecureCookies: secureCookies,
      // The schema check opens a connection of its own, which a transaction cannot: the app's
      // instance checks the tables once, and an instance on a transaction uses the same tables.
      database: { generateId: () => newId(), validateSchema },
      ipAddress: { ipAddressHeaders: env.TRUST_PROXY === 'true' ? ['x-forwarded-for'] : [] },
    },
    databaseHooks: {
      user: {
        create: {
          // A provider that has not confirmed the address must not create a student under it: whoever
          // really owns that e-mail would later sign in with a code into an account someone else holds.
          before: async (user, context) => {
            if (!user.emailVerified && context?.path?.startsWith('/callback/'))
              throw new APIError('FORBIDDEN', { code: 'UNVERIFIED_PROVIDER_EMAIL', message: UNVERIFIED_PROVIDER_EMAIL });
            // Numbered as the row is written, so no student exists without a number (migration 0025).
            const studentNumber = await issueStudentNumber({ db, now: user.createdAt?.getTime() ?? Date.now() });
            return { data: { ...user, email: user.email.trim().toLowerCase(), studentNumber } };
          },
        },
      },
      session: {
        create: {
          after: async (session, context) => {
            await recordAudit({ db, actor: { type: 'student', id: session.userId }, action: 'student.sign-in', entity: 'user', entityId: session.userId });
            // Signing in on a Hindi or Marathi page (or with that choice in the lang cookie) keeps the
            // language on the profile: the student's e-mails and receipts then come in it (decision 043).
            const language = chosenLanguage(context?.headers ?? context?.request?.headers);
            if (language) await db.updateTable('users').set({ language }).where('id', '=', session.userId).execute();
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: SIGN_IN_CODE_LENGTH,
        expiresIn: SIGN_IN_CODE_TTL_SECONDS,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }, context) => {
          // Sent after answering, so the answer's timing does not say whether the address is known;
          // in the language of the page the code was asked from.
          if (type === 'sign-in') void sendSignInCode({ email, code: otp, locale: requestLanguage(context?.headers ?? context?.request?.headers) });
        },
      }),
      bearer(),
      genericOAuth({
        config: env.oidcProviders.map((provider) => ({
          providerId: provider.id,
          discoveryUrl: `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
        })),
      }),
    ],
  });
}

export type StudentAuth = ReturnType<typeof createStudentAuth>;

/** The instance the HTTP routes serve, on the app's database handle. */
export const studentAuth: StudentAuth = createStudentAuth(defaultDb, { validateSchema: true });

const onOtherHandles = new WeakMap<DB, StudentAuth>();

/**
 * better-auth reads and writes through the handle it was made with, so a domain function given a
 * `db` (a transaction, a test's database) reaches sessions and accounts through an instance on that
 * handle: on SQLite a read on the app's handle while a transaction holds it would wait forever.
 */
export function studentAuthFor(db: DB): StudentAuth {
  if (db === defaultDb) return studentAuth;
  let auth = onOtherHandles.get(db);
  if (!auth) onOtherHandles.set(db, (auth = createStudentAuth(db, { validateSchema: false })));
  return auth;
}
