import { studentAuth } from '~/modules/auth/student-auth.server';

// For database suites: a student and a session token made through better-auth's own adapter (no
// HTTP, no e-mail, no rate limits). Send the token as `Authorization: Bearer <token>`.
let counter = 0;

export async function signedInStudent(
  overrides: { email?: string; name?: string } = {},
): Promise<{ userId: string; email: string; token: string; headers: Record<string, string> }> {
  counter += 1;
  const context = await studentAuth.$context;
  const email = overrides.email ?? `student-${counter}-${Date.now()}@example.org`;
  const user = await context.internalAdapter.createUser({ email, name: overrides.name ?? '', emailVerified: true }, { method: 'admin' });
  const session = await context.internalAdapter.createSession(user.id);
  return { userId: user.id, email, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
}

/** A bare student row (no session), for suites that only need someone to own an application. */
export async function insertStudentRow(row: { id: string; name?: string; email?: string }): Promise<void> {
  const { db, dialect } = await import('~/db/db.server');
  const now = new Date();
  // better-auth's table: Date and boolean on PostgreSQL, ISO text and 0/1 on SQLite (migration 0003).
  const at = dialect === 'postgres' ? now : now.toISOString();
  await db
    .insertInto('users')
    .values({
      id: row.id,
      name: row.name ?? 'Asha',
      email: row.email ?? `${row.id}@example.org`,
      email_verified: dialect === 'postgres' ? true : 1,
      image: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
