import { db } from '~/db/db.server';
import { env } from '~/utils/env.server';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';

/** Brings the database to the latest schema and, unless SEED_DEMO=false, seeds an empty one. */
export async function prepareDatabase() {
  await migrateToLatest(db);
  if (env.SEED_DEMO === 'true' && (await seedIfEmpty(db))) console.log('Seeded the demo content.');
}
