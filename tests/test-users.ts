// Test helpers for database suites: rows as better-auth and the upload module would write them.
import { db, dialect } from '~/db/db.server';
import { newId } from '~/utils/ids';

/** A student account. better-auth writes Date and boolean on PostgreSQL, ISO text and 0/1 on SQLite (migration 0003). */
export async function insertTestUser(overrides: { name?: string; email?: string; image?: string | null } = {}) {
  const id = newId();
  const now = dialect === 'postgres' ? new Date() : new Date().toISOString();
  const user = { id, name: 'Asha Patil', email: `${id}@example.org`, image: null, ...overrides };
  await db
    .insertInto('users')
    .values({ ...user, email_verified: dialect === 'postgres' ? true : 1, created_at: now, updated_at: now })
    .execute();
  return user;
}

/** The metadata row of an uploaded document of `kind` (spec §3 document field or 'resume'). */
export async function insertTestDocument({ userId, kind }: { userId: string; kind: string }) {
  const id = newId();
  await db
    .insertInto('documents')
    .values({ id, user_id: userId, kind, content_type: 'application/pdf', byte_size: 1024, storage_key: `documents/${id}`, created_at: Date.now() })
    .execute();
  return id;
}
