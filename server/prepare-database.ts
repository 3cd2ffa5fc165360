import { db } from '~/db/db.server';
import { announceFirstAdminSetup } from '~/modules/admins/first-admin-setup.server';
import { env } from '~/utils/env.server';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';

/**
 * At every start: brings the database to the latest schema, seeds an empty one when SEED_DEMO is
 * true (by default only on a local site), and, while no administrator exists, prints a one-time
 * setup link for the first one (docs/decisions/016-local-conveniences.md).
 */
export async function prepareDatabase() {
  await migrateToLatest(db);
  if (env.SEED_DEMO === 'true' && (await seedIfEmpty(db))) console.log('Seeded the demo content.');
  await announceFirstAdminSetup({ db, appUrl: env.APP_URL });
}
