import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { DISABLE_SELF_MESSAGE, LAST_OWNER_MESSAGE, STAFF_NOT_FOUND_MESSAGE } from '~/modules/admins/change-staff-access.server';
import { hashToken } from '~/modules/admins/sessions.server';
import { ALREADY_STAFF_MESSAGE, INVITATION_TTL_MS } from '~/modules/admins/staff-invitations.server';
import { envForThisTest } from '../../../tests/env-for-test';
import { signedInAdmin } from '../../../tests/admin-session';
import { send } from '../../../tests/admin-api-requests';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';

// The owner's Staff calls through the real app (docs/decisions/031-staff-invitations.md): the
// invitation really travels by e-mail (SMTP on loopback); every change leaves an audit entry and a
// refusal changes nothing.

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

// What the calls under test recorded (signedInAdmin's own 'admin.create' left out).
const auditActions = async () =>
  (await db.selectFrom('audit_log').select('action').where('action', '!=', 'admin.create').orderBy('created_at').execute()).map((row) => row.action);
const invite = (token: string, json: unknown) => send('/admin/staff/invite', { token, json });
const linkIn = (text: string | undefined) => text?.match(/\/dashboard\/accept-invite\/([\w-]+)/)?.[1];

describe('POST /api/admin/staff/invite', () => {
  it('e-mails a 48-hour link whose token is stored only as its SHA-256, and lists the invitation', async () => {
    const { token } = await signedInAdmin({ name: 'Dr. Kavita Rao' });
    const res = await invite(token, { email: ' Cashier@Example.org ', role: 'accounts' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Invitation sent to cashier@example.org.' });
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toMatch(/^You are invited to the staff of /);
    expect(mail!.text).toContain('as Accounts');
    const link = linkIn(mail!.text);
    expect(link).toBeTruthy();
    const [row] = await db.selectFrom('staff_invitations').selectAll().execute();
    expect(row).toMatchObject({ email: 'cashier@example.org', role: 'accounts', token_hash: hashToken(link!) });
    expect(Number(row!.expires_at) - Number(row!.created_at)).toBe(INVITATION_TTL_MS);
    expect(JSON.stringify(await db.selectFrom('audit_log').selectAll().execute())).not.toContain(link!);

    const list = await (await send('/admin/staff', { token })).json();
    expect(list.invitations).toEqual([{ _id: row!.id, email: 'cashier@example.org', role: 'accounts', invitedBy: 'Dr. Kavita Rao', expires: body.expires }]);
    expect(await auditActions()).toEqual(['admin.invite']);
  });

  it('a second invitation to the same address replaces the first: one row, a new token', async () => {
    const { token } = await signedInAdmin();
    await invite(token, { email: 'twice@example.org', role: 'content' });
    const [first] = await db.selectFrom('staff_invitations').select('token_hash').execute();
    expect((await invite(token, { email: 'twice@example.org', role: 'admissions' })).status).toBe(200);
    const rows = await db.selectFrom('staff_invitations').select(['token_hash', 'role']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admissions');
    expect(rows[0]!.token_hash).not.toBe(first!.token_hash);
  });

  it('refuses 409 an address that already belongs to staff, disabled or not, and writes nothing', async () => {
    const { token } = await signedInAdmin();
    const { admin } = await signedInAdmin({ email: 'present@example.org', role: 'content' });
    await db.updateTable('admins').set({ disabled_at: Date.now() }).where('id', '=', admin.id).execute();
    const res = await invite(token, { email: 'PRESENT@example.org', role: 'accounts' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: ALREADY_STAFF_MESSAGE });
    expect(await db.selectFrom('staff_invitations').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('mail_jobs').select('id').execute()).toEqual([]);
  });

  it('answers 400 with the field rule for a bad e-mail or an unknown role', async () => {
    const { token } = await signedInAdmin();
    const bad = await invite(token, { email: 'not-an-address', role: 'accounts' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Enter a valid e-mail address.');
    const role = await invite(token, { email: 'someone@example.org', role: 'superuser' });
    expect(role.status).toBe(400);
    expect((await role.json()).message).toBe('Choose a role: Owner, Admissions, Accounts or Content.');
    expect(await db.selectFrom('staff_invitations').select('id').execute()).toEqual([]);
  });
});

describe('GET /api/admin/staff', () => {
  it('lists every member of staff, owners first, with role, disabled and last sign-in', async () => {
    const before = Date.now();
    const { token } = await signedInAdmin({ name: 'Owner One', email: 'owner@example.org' });
    const { admin: clerk } = await signedInAdmin({ name: 'Anil Clerk', email: 'clerk@example.org', role: 'accounts' });
    await db.updateTable('admins').set({ disabled_at: Date.now() }).where('id', '=', clerk.id).execute();
    const { staff } = await (await send('/admin/staff', { token })).json();
    expect(staff.map((member: { email: string; role: string; disabled: boolean }) => [member.email, member.role, member.disabled])).toEqual([
      ['owner@example.org', 'owner', false],
      ['clerk@example.org', 'accounts', true],
    ]);
    expect(staff[0]._id).toBeTruthy();
    expect(staff[0].lastSignIn).toBeGreaterThanOrEqual(before);
    expect(staff[0].created).toBeGreaterThanOrEqual(before);
  });
});

describe('POST /api/admin/staff/{id}/role', () => {
  it('changes a role, audited; the member of staff has it on their next request', async () => {
    const { token } = await signedInAdmin();
    const { admin, token: theirs } = await signedInAdmin({ name: 'Meera Deshmukh', role: 'content' });
    const res = await send(`/admin/staff/${admin.id}/role`, { token, json: { role: 'accounts' } });
    expect(await res.json()).toEqual({ success: true, message: 'Meera Deshmukh is now Accounts.' });
    expect((await (await send('/admin/admin', { token: theirs })).json()).admin.role).toBe('accounts');
    const [entry] = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.role-change').execute();
    expect(entry).toMatchObject({ entity_id: admin.id, before: JSON.stringify({ role: 'content' }), after: JSON.stringify({ role: 'accounts' }) });
  });

  it('refuses to demote the only enabled owner (a disabled owner does not count); 404 for an unknown id', async () => {
    const { admin, token } = await signedInAdmin();
    const { admin: away } = await signedInAdmin({ role: 'owner' });
    await db.updateTable('admins').set({ disabled_at: Date.now() }).where('id', '=', away.id).execute();
    const res = await send(`/admin/staff/${admin.id}/role`, { token, json: { role: 'admissions' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: LAST_OWNER_MESSAGE });
    const unknown = await send('/admin/staff/no-such-id/role', { token, json: { role: 'admissions' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: STAFF_NOT_FOUND_MESSAGE });
    expect((await db.selectFrom('admins').select('role').where('id', '=', admin.id).executeTakeFirstOrThrow()).role).toBe('owner');
    expect(await auditActions()).toEqual([]);
  });
});

describe('POST /api/admin/staff/{id}/disable and /enable', () => {
  it('disabling ends their sessions at once; enabling lets them sign in again; both audited', async () => {
    const { token } = await signedInAdmin();
    const { admin, token: theirs } = await signedInAdmin({ name: 'Anil Clerk', role: 'accounts' });
    const res = await send(`/admin/staff/${admin.id}/disable`, { token, method: 'POST' });
    expect(await res.json()).toEqual({ success: true, message: 'Anil Clerk is disabled: they are signed out and cannot sign in.' });
    expect((await send('/admin/admin', { token: theirs })).status).toBe(401);
    expect(await db.selectFrom('sessions').select('id').where('subject_id', '=', admin.id).execute()).toEqual([]);
    const enabled = await send(`/admin/staff/${admin.id}/enable`, { token, method: 'POST' });
    expect(await enabled.json()).toEqual({ success: true, message: 'Anil Clerk can sign in again.' });
    expect((await db.selectFrom('admins').select('disabled_at').where('id', '=', admin.id).executeTakeFirstOrThrow()).disabled_at).toBeNull();
    expect(await auditActions()).toEqual(['admin.disable', 'admin.enable']);
  });

  it('an owner cannot disable themselves, nor the only enabled owner be disabled by anyone', async () => {
    const { admin, token } = await signedInAdmin();
    const self = await send(`/admin/staff/${admin.id}/disable`, { token, method: 'POST' });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ success: false, message: DISABLE_SELF_MESSAGE });
    // A second owner, demoted to content: they may not manage staff at all any more.
    const { admin: other, token: otherToken } = await signedInAdmin();
    await send(`/admin/staff/${other.id}/role`, { token, json: { role: 'content' } });
    expect((await send(`/admin/staff/${admin.id}/disable`, { token: otherToken, method: 'POST' })).status).toBe(403);
    expect((await db.selectFrom('admins').select('disabled_at').where('id', '=', admin.id).executeTakeFirstOrThrow()).disabled_at).toBeNull();
  });
});
