import { randomBytes } from 'node:crypto';
import { db as defaultDb, type DB } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { createAdmin, type NewAdmin } from './admins.server';
import { hashToken, type AdminIdentity } from './sessions.server';

// The first administrator of a public deployment (docs/decisions/016-local-conveniences.md), the
// way Ghost and Gitea set up their first owner: while no administrator exists, each server start
// prints a link holding a fresh token (32 random bytes). Only its SHA-256 is stored; it works
// for one hour, and once. Earlier links stay valid until they expire: several app nodes, or a
// process manager restarting one, each print a link, and invalidating the others would kill the
// link the operator is about to open. They all die together as soon as one is used.
export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SETUP_PATH = '/dashboard/setup';

export const SETUP_FINISHED_MESSAGE = 'Setup is finished: an administrator already exists. Log in as staff, or ask an administrator to create your account.';
export const SETUP_LINK_INVALID_MESSAGE =
  'This setup link is not valid: it has expired (links last one hour) or was already used. ' +
  'Restart the server to print a new one, or create the administrator with npm run ' +
  'admin:create.';

export type SetupState = 'open' | 'finished' | 'invalid';

const anyAdminExists = async ({ db }: { db: DB }) => !!(await db.selectFrom('admins').select('id').limit(1).executeTakeFirst());

/** A new setup token while no administrator exists (expired ones are forgotten), or null once one does. */
export async function createSetupToken({ db = defaultDb, now = Date.now() }: { db?: DB; now?: number } = {}): Promise<string | null> {
  if (await anyAdminExists({ db })) return null;
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('admin_setup_tokens').where('expires_at', '<=', now).execute();
  await db
    .insertInto('admin_setup_tokens')
    .values({ token_hash: hashToken(token), expires_at: now + SETUP_TOKEN_TTL_MS, created_at: now })
    .execute();
  return token;
}

/** At start-up: while no administrator exists, prints a fresh setup link (and how else to make one). */
export async function announceFirstAdminSetup({ db = defaultDb, appUrl, log = console.log }: { db?: DB; appUrl: string; log?: (line: string) => void }) {
  const token = await createSetupToken({ db });
  if (!token) return null;
  const link = `${appUrl}${SETUP_PATH}/${token}`;
  // The one token this product ever writes to a log, on purpose: the server's own output is the
  // operator's channel. It is single use, dies within the hour and once any administrator exists.
  log(
    'No administrator exists yet. Open this link within one hour to create the first one (it ' +
      `works once):\n  ${link}\nOr run: npm run admin:create -- --email you@example.org --name ` +
      `'Your Name'`,
  );
  return link;
}

/** What a setup link may do now. Cheap: checked before any password is hashed. */
export async function findSetupState({ token, db = defaultDb, now = Date.now() }: { token: string; db?: DB; now?: number }): Promise<SetupState> {
  if (await anyAdminExists({ db })) return 'finished';
  if (!token || token.length > 100) return 'invalid';
  const row = await db.selectFrom('admin_setup_tokens').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row && Number(row.expires_at) > now ? 'open' : 'invalid';
}

/**
 * Creates the first administrator with a setup token, through the same createAdmin as sign-up
 * and admin:create (password policy, audit log). Inside its transaction every setup token is
 * deleted and ours must be among them, unexpired: on PostgreSQL a concurrent use with another
 * link waits on those rows and then finds them gone; SQLite runs one write transaction at a time.
 */
export async function createFirstAdmin({
  token,
  input,
  db = defaultDb,
  now = Date.now(),
}: {
  token: string;
  input: Omit<NewAdmin, 'image'>;
  db?: DB;
  now?: number;
}): Promise<AdminIdentity> {
  const state = await findSetupState({ token, db, now });
  if (state === 'finished') throw new AppError('FORBIDDEN', SETUP_FINISHED_MESSAGE);
  if (state === 'invalid') throw new AppError('NOT_FOUND', SETUP_LINK_INVALID_MESSAGE);
  const hash = hashToken(token);
  return createAdmin({
    input,
    db,
    now,
    via: 'setup',
    guard: async (trx) => {
      if (await anyAdminExists({ db: trx })) throw new AppError('FORBIDDEN', SETUP_FINISHED_MESSAGE);
      const taken = await trx.deleteFrom('admin_setup_tokens').returning(['token_hash', 'expires_at']).execute();
      if (!taken.some((row) => row.token_hash === hash && Number(row.expires_at) > now)) throw new AppError('NOT_FOUND', SETUP_LINK_INVALID_MESSAGE);
    },
  });
}
