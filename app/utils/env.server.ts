import { resolve } from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Parsed once, at start-up: a bad value stops the process with a
// clear message instead of failing later on some request.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // Unset: loopback while the site is local or in development, every interface otherwise (listenHost).
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'digits only, with country code')
    .default('919876543210'),
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
  // Unset: true while the site is local (below), false otherwise.
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Request and error logs on stdout: one JSON line each (json), or a short readable line (pretty).
  // Unset: pretty while the site is local, json otherwise.
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Daily backups of a SQLite site (docs/decisions/038-daily-backups.md): the hour (India time) after
  // which the day's backup is taken, and how many backups are kept.
  BACKUP_HOUR_IST: z.coerce.number().int().min(0).max(23).default(2),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  // Staff accounts: the shared access password asked at sign-up; unset, sign-up is refused.
  ADMIN_SIGNUP_SECRET: z.string().min(12, 'use at least 12 characters').optional(),
  // The role of staff who sign up with that password (docs/decisions/029-staff-roles.md; the roles
  // of app/modules/admins/staff-roles.ts, repeated here because this file imports nothing of ours).
  ADMIN_SIGNUP_ROLE: z.enum(['owner', 'admissions', 'accounts', 'content']).default('admissions'),
  // Mail: unset, messages go to the development outbox (DATA_DIR/outbox, listed at /dev/mail).
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().optional(),
  // Student sign-in (better-auth) and the Aadhaar vault. Required outside local (below); while the
  // site is local, unset secrets are generated once under DATA_DIR/secrets (secrets.server.ts).
  AUTH_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  AADHAAR_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, '64 hexadecimal characters (32 bytes)')
    .optional(),
  // Sign-in requests (code e-mails, code checks, provider sign-ins) from one client per 15 minutes:
  // a flood limit only, since a lab or a carrier's NAT puts many students behind one address.
  // Guessing is limited per e-mail address (3 codes) and per code (5 tries). Decision 017.
  STUDENT_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(200),
  // OpenID Connect providers for students, comma-separated ids; each needs OIDC_<ID>_ISSUER,
  // OIDC_<ID>_CLIENT_ID and OIDC_<ID>_CLIENT_SECRET, and may set OIDC_<ID>_NAME (the button label).
  OIDC_PROVIDERS: z.string().default(''),
  // Fee payments (docs/decisions/023-payment-gateway.md). Unset: `simulated` while the site is local,
  // else `razorpay` when the key id and secret are set, else `off` (students pay at the office).
  PAYMENT_GATEWAY: z.enum(['razorpay', 'simulated', 'off']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Unset: https://api.razorpay.com, or this site's own /simulated-gateway in simulated mode.
  RAZORPAY_API_URL: z.url().optional(),
  // Where uploaded files live (docs/decisions/037-object-storage.md): DATA_DIR on this machine's
  // disk, or one S3-compatible bucket that several app nodes share. Resolved by resolveFileStorage.
  FILE_STORAGE: z.enum(['disk', 's3']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,255}$/, 'the bucket name only (e.g. institute-files), not a URL or a path')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  // Tests only (NODE_ENV=test): staff passwords hashed with scrypt N=2^this instead of 2^17, so a
  // suite that signs staff in a hundred times does not spend minutes hashing. Refused elsewhere.
  TEST_SCRYPT_LOG2N: z.coerce.number().int().min(10).max(17).optional(),
});

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'provider ids are lowercase letters, digits and hyphens'),
  name: z.string().min(1),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'LOG_FORMAT' | FileStorageVariable> & {
  LOG_FORMAT: 'json' | 'pretty';
  HOST: string;
  APP_URL: string;
  DATABASE_URL: string;
  SEED_DEMO: 'true' | 'false';
  /** APP_URL is http://localhost, 127.0.0.1 or [::1]: the only place local conveniences exist. */
  isLocal: boolean;
  oidcProviders: OidcProviderConfig[];
  /** The payment gateway in use, resolved from PAYMENT_GATEWAY and the Razorpay keys. */
  paymentGateway: PaymentGateway;
  /** Where stored files live, resolved from FILE_STORAGE and the S3_* variables. */
  fileStorage: FileStorage;
};

export type PaymentGateway = 'razorpay' | 'simulated' | 'off';

/** Local disk under DATA_DIR, or one S3-compatible bucket (docs/decisions/037-object-storage.md). */
export type FileStorage = { kind: 'disk' } | S3Settings;
export type S3Settings = {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. MinIO, Cloudflare R2 and other S3-compatible stores give their URL. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (AWS_* variables, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};
type FileStorageVariable = 'FILE_STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE';

/** A configuration the process cannot run with; its message says what to change. */
export class EnvError extends Error {
  override name = 'EnvError';
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The one rule of docs/decisions/016-local-conveniences.md: a site is local while its address is
 * plain http on this machine's own name. The demo staff account, generated secrets, the
 * development outbox page and the simulated payment gateway exist only then. Parsed, not
 * prefix-matched: http://localhost.example.org is a public name.
 */
export function isLocalUrl(appUrl: string): boolean {
  try {
    const url = new URL(appUrl);
    return url.protocol === 'http:' && LOCAL_HOSTNAMES.has(url.hostname);
  } catch {
    return false;
  }
}

const REQUIRED_OUTSIDE_LOCAL = [
  ['AUTH_SECRET', 'signs student sessions'],
  ['AADHAAR_ENCRYPTION_KEY', "encrypts stored Aadhaar numbers and students' private documents"],
] as const;

function missingSecretsMessage(appUrl: string, missing: ReadonlyArray<(typeof REQUIRED_OUTSIDE_LOCAL)[number]>, dataDir: string): string {
  return [
    `APP_URL is ${appUrl}, not a local address, so these must be set in the environment:`,
    ...missing.map(([name, purpose]) => `  ${name} is not set (it ${purpose}). Make one with: openssl rand -hex 32`),
    `Secrets are generated under ${dataDir}/secrets only for a site on localhost. If this site ran before with`,
    'generated ones, set the values kept there instead: a new AADHAAR_ENCRYPTION_KEY cannot read what the old one encrypted.',
  ].join('\n');
}

type PaymentSettings = Pick<z.infer<typeof schema>, 'PAYMENT_GATEWAY' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>;

/**
 * Which gateway takes fee payments (docs/decisions/023-payment-gateway.md). The simulated gateway
 * is a local convenience (decision 016): it exists only while the site is local, so asking for it
 * elsewhere stops the process rather than taking pretend payments on a public site. Razorpay,
 * asked for or implied by its keys, needs all three secrets: without the webhook secret a payment
 * whose browser callback is lost would wait for reconciliation.
 */
export function resolvePaymentGateway(settings: PaymentSettings, isLocal: boolean, appUrl: string): PaymentGateway {
  const { PAYMENT_GATEWAY: asked, RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = settings;
  if (asked === 'simulated' && !isLocal) {
    throw new EnvError(
      `PAYMENT_GATEWAY=simulated, but APP_URL is ${appUrl}, not a local address: the simulated gateway takes pretend (TEST) payments ` +
        'and exists only on a site on localhost. Set PAYMENT_GATEWAY=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and ' +
        'RAZORPAY_WEBHOOK_SECRET, or PAYMENT_GATEWAY=off.',
    );
  }
  const mode = asked ?? (isLocal ? 'simulated' : keyId && keySecret ? 'razorpay' : 'off');
  if (mode === 'razorpay') {
    const missing = Object.entries({ RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) {
      throw new EnvError(
        `Payments go through Razorpay, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set. Copy the API keys from ` +
          "Razorpay's Dashboard (Account & Settings → API Keys) and the secret you gave the webhook " +
          `${appUrl}/api/payments/razorpay-webhook (Settings → Webhooks), or set PAYMENT_GATEWAY=off to take fees at the office only.`,
      );
    }
  }
  return mode;
}

/**
 * Where stored files live. The messages name variables, never their values: the secret key must
 * not reach a service log. S3 settings without FILE_STORAGE stop the process rather than leave
 * files on one node's disk while the operator believes they are in the bucket.
 */
export function resolveFileStorage(settings: Pick<z.infer<typeof schema>, FileStorageVariable>): FileStorage {
  const { FILE_STORAGE: asked, S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (asked === undefined && bucket) {
    throw new EnvError(
      'S3_BUCKET is set but FILE_STORAGE is not: set FILE_STORAGE=s3 to keep stored files in that bucket, or FILE_STORAGE=disk to keep them under DATA_DIR.',
    );
  }
  if (asked !== 's3') return { kind: 'disk' };
  if (!bucket) throw new EnvError('FILE_STORAGE=s3, but S3_BUCKET is not set: name the bucket that keeps the stored files (e.g. S3_BUCKET=institute-files).');
  if (endpoint && (new URL(endpoint).username || new URL(endpoint).password)) {
    throw new EnvError('S3_ENDPOINT must not carry credentials: give the bare URL, and the keys in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new EnvError(
      `${accessKeyId ? 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY' : 'S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID'}: ` +
        "set both, or neither to use the AWS SDK's default credentials (AWS_* variables, a profile or the machine's role).",
    );
  }
  return {
    kind: 's3',
    bucket,
    region: settings.S3_REGION,
    endpoint,
    // MinIO and most self-hosted stores answer only at <endpoint>/<bucket>; AWS prefers <bucket>.<endpoint>.
    forcePathStyle: (settings.S3_FORCE_PATH_STYLE ?? (endpoint ? 'true' : 'false')) === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

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
        const problems = result.error.issues.map(
          (i) =>
            `  ${prefix}${String(i.path[0])
              .replace(/[A-Z]/g, (c) => `_${c}`)
              .toUpperCase()}: ${i.message}`,
        );
        throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
      }
      return result.data;
    });
}

/**
 * The interface to listen on when HOST is unset. A local site (and the development server, which
 * answers with source files) stays on this machine: its demo owner password, generated secrets and
 * simulated gateway must not answer the network. A public site listens on every interface.
 */
function listenHost(appUrl: string, loopbackOnly: boolean): string {
  if (!loopbackOnly) return '0.0.0.0';
  return new URL(appUrl).hostname === '[::1]' ? '::1' : '127.0.0.1';
}

/**
 * What to shout at start-up when a local site listens beyond this machine (HOST set to another
 * interface): everyone who can reach it can sign in with the README's demo owner password and pay
 * through the simulated gateway. Undefined when there is nothing to say.
 */
export function exposedLocalSiteWarning({ isLocal, HOST, APP_URL }: Pick<Env, 'isLocal' | 'HOST' | 'APP_URL'>): string | undefined {
  if (!isLocal || /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/.test(HOST)) return undefined;
  return [
    `!!! WARNING: this is a local site (APP_URL is ${APP_URL}) listening on ${HOST}, beyond this machine.`,
    '!!! Anyone who can reach it may sign in with the demo accounts of the README and pay through the',
    '!!! simulated gateway. Unset HOST to listen on this machine only, or set APP_URL to the public https://',
    '!!! address people use, with real secrets (README, "Deploying").',
  ].join('\n');
}

/** Reads and checks a whole environment; throws EnvError naming every problem. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new EnvError(`Invalid environment:\n${problems}`);
  }
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const isLocal = isLocalUrl(appUrl);
  if (parsed.TEST_SCRYPT_LOG2N !== undefined && parsed.NODE_ENV !== 'test') {
    throw new EnvError('Invalid environment:\n  TEST_SCRYPT_LOG2N: only test runs may lower the cost of password hashing (NODE_ENV=test)');
  }
  const missing = REQUIRED_OUTSIDE_LOCAL.filter(([name]) => !parsed[name]);
  if (!isLocal && missing.length) throw new EnvError(missingSecretsMessage(appUrl, missing, dataDir));
  return {
    ...parsed,
    DATA_DIR: dataDir,
    HOST: parsed.HOST ?? listenHost(appUrl, isLocal || parsed.NODE_ENV === 'development'),
    APP_URL: appUrl,
    DATABASE_URL: parsed.DATABASE_URL ?? `file:${resolve(dataDir, 'app.db')}`,
    SEED_DEMO: parsed.SEED_DEMO ?? (isLocal ? 'true' : 'false'),
    LOG_FORMAT: parsed.LOG_FORMAT ?? (isLocal ? 'pretty' : 'json'),
    isLocal,
    oidcProviders: parseOidcProviders(parsed.OIDC_PROVIDERS, source),
    paymentGateway: resolvePaymentGateway(parsed, isLocal, appUrl),
    fileStorage: resolveFileStorage(parsed),
  };
}

// Every process (server, dev server, admin:create, backups) reads the environment through this
// module, so a configuration it cannot run with stops it here: the message alone on stderr and
// exit code 1. A stack trace would bury the one line the operator needs in a service log.
function loadProcessEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export const env: Env = loadProcessEnv();

/**
 * Facts about the institute that every page shows; safe to send to the browser. The contact details
 * here are only the first values: staff keep them on Site Settings (getSitePublicConfig).
 */
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
