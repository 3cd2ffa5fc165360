import type { DB } from '~/db/db.server';
import { seedDemoContent } from '../tests/factories';

/** Fills an empty database with the demo site (the demo administrator only on a local site). Does nothing once any course exists. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const existing = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoContent(db);
  return true;
}
