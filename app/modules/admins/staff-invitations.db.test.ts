import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import { signedInAdmin } from '../../../tests/admin-session';
import { envForThisTest } from '../../../tests/env-for-test';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { verifyPassword } from './password.server';
import { acceptInvitation, findInvitation, INVITATION_INVALID_MESSAGE, INVITATION_TTL_MS, inviteStaff, revokeInvitation } from './staff-invitations.server';

// Joining the staff from an invitation link (docs/decisions/031-staff-invitations.md). The link is
// read from the e-mail that arrives (SMTP on loopback), as the invitee reads it. Each scrypt hash costs ~0.35 s.

const PASSWORD = 'Dharampeth-Counter-7';
const T0 = Date.UTC(2026, 10, 20, 5, 0, 0);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  envForThisTest({ SMTP_URL: sink.url });
  sink.messages.length = 0;
  for (const table of ['staff_invitations', 'mail_jobs', 'audit_log', 'sessions', 'admins'] as const) await db.deleteFrom(table).execute();
});

/** Invites `email` as `role` at `now` and returns the token of the link in its e-mail. */
async function invited(email: string, role: 'accounts' | 'content' = 'accounts', now = T0): Promise<string> {
  const { admin } = await signedInAdmin();
  const count = sink.messages.length;
  await inviteStaff({ input: { email, role }, actor: { type: 'admin', id: admin.id }, now });
  const mail = (await sink.waitFor(count + 1))[count]!;
  return mail.text!.match(/\/dashboard\/accept-invite\/([\w-]+)/)![1]!;
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
};
const staffWith = (email: string) => db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();

describe('acceptInvitation', () => {
  it('creates the account with the invited e-mail and role, once; the link then stops working', async () => {
    const token = await invited('cashier@example.org');
    const admin = await acceptInvitation({ token, input: { name: ' Anil Wankhede ', password: PASSWORD }, now: T0 + 1000 });
    expect(admin).toMatchObject({ name: 'Anil Wankhede', email: 'cashier@example.org', role: 'accounts' });
    const row = await staffWith('cashier@example.org');
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    const [entry] = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.accept-invite').execute();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: admin.id, entity_id: admin.id });
    expect(await db.selectFrom('staff_invitations').select('id').execute()).toEqual([]);

    expect(await findInvitation({ token, now: T0 + 2000 })).toBeNull();
    expect(await refusal(acceptInvitation({ token, input: { name: 'Someone Else', password: PASSWORD }, now: T0 + 2000 }))).toEqual({
      code: 'NOT_FOUND',
      message: INVITATION_INVALID_MESSAGE,
    });
  });

  it('refuses an expired link and changes nothing', async () => {
    const token = await invited('late@example.org');
    expect(await findInvitation({ token, now: T0 + INVITATION_TTL_MS - 1 })).toEqual({ email: 'late@example.org', role: 'accounts' });
    expect(await refusal(acceptInvitation({ token, input: { name: 'Late Comer', password: PASSWORD }, now: T0 + INVITATION_TTL_MS }))).toEqual({
      code: 'NOT_FOUND',
      message: INVITATION_INVALID_MESSAGE,
    });
    expect(await staffWith('late@example.org')).toBeUndefined();
  });

  it('a newer invitation to the same address kills the older link; the newer one carries its role', async () => {
    const old = await invited('twice@example.org', 'accounts');
    const fresh = await invited('twice@example.org', 'content', T0 + 60_000);
    expect(await refusal(acceptInvitation({ token: old, input: { name: 'Old Link', password: PASSWORD }, now: T0 + 120_000 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const admin = await acceptInvitation({ token: fresh, input: { name: 'New Link', password: PASSWORD }, now: T0 + 120_000 });
    expect(admin.role).toBe('content');
  });

  it('refuses an unknown link, and a weak password without using the link up', async () => {
    expect(await refusal(acceptInvitation({ token: 'made-up-token', input: { name: 'Guess', password: PASSWORD }, now: T0 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const token = await invited('weak@example.org');
    expect((await refusal(acceptInvitation({ token, input: { name: 'Weak', password: 'short' }, now: T0 + 1 }))).code).toBe('BAD_REQUEST');
    expect(await staffWith('weak@example.org')).toBeUndefined();
    expect(await findInvitation({ token, now: T0 + 2 })).not.toBeNull();
  });

  it('two uses of one link at once make one account', async () => {
    const token = await invited('race@example.org');
    const results = await Promise.allSettled([
      acceptInvitation({ token, input: { name: 'First', password: PASSWORD }, now: T0 + 1 }),
      acceptInvitation({ token, input: { name: 'Second', password: PASSWORD }, now: T0 + 1 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await db.selectFrom('admins').select('id').where('email', '=', 'race@example.org').execute()).toHaveLength(1);
  });
});

describe('revokeInvitation', () => {
  it('takes back an open invitation: its link stops working, audited with the address and role; once only', async () => {
    const token = await invited('wrong-address@example.org', 'content');
    const { id } = await db.selectFrom('staff_invitations').select('id').where('email', '=', 'wrong-address@example.org').executeTakeFirstOrThrow();
    const { admin } = await signedInAdmin();
    expect(await revokeInvitation({ id, actor: { type: 'admin', id: admin.id }, now: T0 + 60_000 })).toEqual({
      message: 'Invitation revoked. Its link no longer works.',
    });
    expect(await findInvitation({ token, now: T0 + 60_000 })).toBeNull();
    const refused = await refusal(acceptInvitation({ token, input: { name: 'Too Late', password: PASSWORD }, now: T0 + 120_000 }));
    expect(refused).toEqual({ code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE });
    expect(await staffWith('wrong-address@example.org')).toBeUndefined();
    const audit = await db.selectFrom('audit_log').select(['before']).where('action', '=', 'admin.revoke-invite').execute();
    expect(audit.map((entry) => JSON.parse(String(entry.before)))).toEqual([{ email: 'wrong-address@example.org', role: 'content' }]);
    expect(await refusal(revokeInvitation({ id, actor: { type: 'admin', id: admin.id }, now: T0 + 60_000 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'That invitation is no longer open: it was accepted, revoked or has expired.',
    });
  });
});
