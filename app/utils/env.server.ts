import { resolve } from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Parsed once, at start-up: a bad value stops the process with a
// clear message instead of failing later on some request.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  WHATSAPP_NUMBER: z.string().regex(/^\d{10,15}$/, 'digits only, with country code').default('919876543210'),
  INSTITUTE_NAME: z.string().default('Nagpur Institute of Hospital Management'),
  INSTITUTE_ADDRESS: z.string().default('2nd Floor, Medical Square, Nagpur, Maharashtra 440003'),
  INSTITUTE_PHONE_1: z.string().default('+91 98765 43210'),
  INSTITUTE_PHONE_2: z.string().default('+91 71226 54321'),
  INSTITUTE_EMAIL: z.email().default('admissions@example.org'),
  // The institute's own pages; until they are configured the footer points at the networks themselves.
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/'),
  // Contact messages from one client per window: a flood limit, high enough for a class writing in
  // from one lab or a carrier's shared address (docs/decisions/017-rate-limits-for-shared-addresses.md).
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Staff accounts: the shared access password asked at sign-up; unset, sign-up is refused.
  ADMIN_SIGNUP_SECRET: z.string().min(12, 'use at least 12 characters').optional(),
  // Mail: unset, messages go to the development outbox (DATA_DIR/outbox, listed at /dev/mail).
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().optional(),
  // Student sign-in (better-auth). Unset secrets are generated once under DATA_DIR/secrets
  // (app/utils/secrets.server.ts); a real deployment sets them here and keeps them out of backups.
  AUTH_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  AADHAAR_ENCRYPTION_KEY: z.string().regex(/^[0-9a-f]{64}$/i, '64 hexadecimal characters (32 bytes)').optional(),
  // Sign-in requests (code e-mails, code checks, provider sign-ins) from one client per 15 minutes:
  // a flood limit only, since a lab or a carrier's NAT puts many students behind one address.
  // Guessing is limited per e-mail address (3 codes) and per code (5 tries). Decision 017.
  STUDENT_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(200),
  // OpenID Connect providers for students, comma-separated ids; each needs OIDC_<ID>_ISSUER,
  // OIDC_<ID>_CLIENT_ID and OIDC_<ID>_CLIENT_SECRET, and may set OIDC_<ID>_NAME (the button label).
  OIDC_PROVIDERS: z.string().default(''),
});

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'provider ids are lowercase letters, digits and hyphens'),
  name: z.string().min(1),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

export type Env = z.infer<typeof schema> & { APP_URL: string; DATABASE_URL: string; oidcProviders: OidcProviderConfig[] };

function parseOidcProviders(ids: string, source: NodeJS.ProcessEnv): OidcProviderConfig[] {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}_`;
      const result = oidcProviderSchema.safeParse({
        id,
        name: source[`${prefix}NAME`] ?? id.charAt(0).toUpperCase() + id.slice(1),
        issuer: source[`${prefix}ISSUER`],
        clientId: source[`${prefix}CLIENT_ID`],
        clientSecret: source[`${prefix}CLIENT_SECRET`],
      });
      if (!result.success) {
        const problems = result.error.issues.map((i) => `  ${prefix}${String(i.path[0]).replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}: ${i.message}`);
        throw new Error(`Invalid environment:\n${problems.join('\n')}`);
      }
      return result.data;
    });
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    DATABASE_URL: parsed.DATABASE_URL ?? `file:${resolve(dataDir, 'app.db')}`,
    oidcProviders: parseOidcProviders(parsed.OIDC_PROVIDERS, source),
  };
}

export const env: Env = parseEnv(process.env);

/** Facts about the institute that every page shows; safe to send to the browser. */
export function getPublicConfig() {
  return {
    appUrl: env.APP_URL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    // Student sign-in buttons: ids and labels only, never the client secrets.
    signInProviders: env.oidcProviders.map(({ id, name }) => ({ id, name })),
    institute: {
      name: env.INSTITUTE_NAME,
      address: env.INSTITUTE_ADDRESS,
      phones: [env.INSTITUTE_PHONE_1, env.INSTITUTE_PHONE_2],
      email: env.INSTITUTE_EMAIL,
      established: 2006,
      social: { facebook: env.SOCIAL_FACEBOOK_URL, instagram: env.SOCIAL_INSTAGRAM_URL, youtube: env.SOCIAL_YOUTUBE_URL },
    },
  };
}

export type PublicConfig = ReturnType<typeof getPublicConfig>;
