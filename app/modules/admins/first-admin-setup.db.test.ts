import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { AppError } from '~/utils/errors';
import {
  announceFirstAdminSetup,
  createFirstAdmin,
  createSetupToken,
  findSetupState,
  SETUP_FINISHED_MESSAGE,
  SETUP_LINK_INVALID_MESSAGE,
  SETUP_TOKEN_TTL_MS,
} from './first-admin-setup.server';
import { verifyPassword } from './password.server';

// The first administrator of a public deployment from a one-time link (docs/decisions/016-local-conveniences.md).
// Each scrypt hash costs ~0.35 s.

const PASSWORD = 'Civil-Lines-Clinic-9';
const details = (token: string, overrides: Partial<{ name: string; email: string; password: string }> = {}) => ({
  token,
  input: { name: 'Dr. Kavita Rao', email: 'principal@example.org', password: PASSWORD, ...overrides },
});
const adminCount = async () =>
  Number(
    (
      await db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
};

beforeEach(async () => {
  await db.deleteFrom('audit_log').execute();
  await db.deleteFrom('sessions').execute();
  await db.deleteFrom('admins').execute();
  await db.deleteFrom('admin_setup_tokens').execute();
});

describe('setup tokens', () => {
  it('are 256 random bits, stored only as their SHA-256, and work for one hour', async () => {
    const now = Date.now();
    const token = (await createSetupToken({ now }))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom('admin_setup_tokens').selectAll().execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('base64url'), expires_at: now + SETUP_TOKEN_TTL_MS, created_at: now }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await findSetupState({ token, now: now + SETUP_TOKEN_TTL_MS - 1 })).toBe('open');
    expect(await findSetupState({ token, now: now + SETUP_TOKEN_TTL_MS })).toBe('invalid');
    expect(await findSetupState({ token: 'x'.repeat(43) })).toBe('invalid');
    expect(await findSetupState({ token: '' })).toBe('invalid');
  });

  it('are printed at start as a link while no administrator exists; each start adds one and forgets expired ones', async () => {
    const lines: string[] = [];
    const first = await announceFirstAdminSetup({ appUrl: 'https://institute.example.org', log: (line) => lines.push(line) });
    expect(first).toMatch(/^https:\/\/institute\.example\.org\/dashboard\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(lines.join('\n')).toContain(first!);
    expect(lines.join('\n')).toContain('npm run admin:create');
    await db
      .insertInto('admin_setup_tokens')
      .values({ token_hash: 'expired', expires_at: Date.now() - 1, created_at: Date.now() - SETUP_TOKEN_TTL_MS })
      .execute();
    const second = await announceFirstAdminSetup({ appUrl: 'https://institute.example.org', log: () => {} });
    expect(second).not.toBe(first);
    // Both links work: another node or a restart does not kill the one the operator is opening.
    for (const link of [first!, second!]) expect(await findSetupState({ token: link.split('/').at(-1)! })).toBe('open');
    expect(await db.selectFrom('admin_setup_tokens').select('token_hash').where('token_hash', '=', 'expired').execute()).toEqual([]);

    await createFirstAdmin(details(second!.split('/').at(-1)!));
    const after: string[] = [];
    expect(await announceFirstAdminSetup({ appUrl: 'https://institute.example.org', log: (line) => after.push(line) })).toBeNull();
    expect(after).toEqual([]);
  });
});

describe('createFirstAdmin', () => {
  it('creates the administrator through the staff rules, audited, and every link dies with it', async () => {
    const older = (await createSetupToken())!;
    const token = (await createSetupToken())!;
    const admin = await createFirstAdmin(details(token, { email: ' Principal@Example.org ' }));
    expect(admin).toMatchObject({ name: 'Dr. Kavita Rao', email: 'principal@example.org' });
    const row = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'admin.setup', actor_type: 'admin', actor_id: admin.id, entity: 'admin', entity_id: admin.id });
    expect(audit[0]!.after).not.toContain(PASSWORD);
    expect(await db.selectFrom('admin_setup_tokens').selectAll().execute()).toEqual([]);

    // Used, and an administrator exists: the same link and the older one refuse.
    for (const used of [token, older]) {
      expect(await findSetupState({ token: used })).toBe('finished');
      expect(await refusal(createFirstAdmin(details(used, { email: 'second@example.org' })))).toEqual({ code: 'FORBIDDEN', message: SETUP_FINISHED_MESSAGE });
    }
    expect(await adminCount()).toBe(1);
  });

  it('refuses an expired or unknown link and creates nothing', async () => {
    const now = Date.now();
    const token = (await createSetupToken({ now }))!;
    expect(await refusal(createFirstAdmin({ ...details(token), now: now + SETUP_TOKEN_TTL_MS + 1 }))).toEqual({
      code: 'NOT_FOUND',
      message: SETUP_LINK_INVALID_MESSAGE,
    });
    expect(await refusal(createFirstAdmin(details('not-a-token')))).toEqual({ code: 'NOT_FOUND', message: SETUP_LINK_INVALID_MESSAGE });
    expect(await adminCount()).toBe(0);
  });

  it('applies the staff password policy without using up the link', async () => {
    const token = (await createSetupToken())!;
    expect((await refusal(createFirstAdmin(details(token, { password: 'short' })))).message).toMatch(/at least 10 characters/);
    expect((await refusal(createFirstAdmin(details(token, { password: 'password1234' })))).message).toMatch(/too common/);
    expect(await findSetupState({ token: token })).toBe('open');
    await createFirstAdmin(details(token));
    expect(await adminCount()).toBe(1);
  });

  it('makes exactly one administrator when two links are used at the same moment', async () => {
    const [a, b] = [(await createSetupToken())!, (await createSetupToken())!];
    const results = await Promise.allSettled([
      createFirstAdmin(details(a, { email: 'a@example.org' })),
      createFirstAdmin(details(b, { email: 'b@example.org' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(await adminCount()).toBe(1);
  });
});
