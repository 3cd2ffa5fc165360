import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The script runs as npm would run it (a child process with the app loader) against a SQLite
// database in a temp DATA_DIR; this process then opens the same database and signs in through the API.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'admin-create-test-'));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return dir;
});

vi.setConfig({ testTimeout: 60_000 });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const run = promisify(execFile);

async function adminCreate(args: string[], extraEnv: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/admin-create.ts', ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'production', ...extraEnv },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin:create', () => {
  it('creates an administrator who can then log in through the API; refuses a second with the same e-mail', async () => {
    const created = await adminCreate(['--email', ' Principal@Example.org', '--name', 'Dr. Principal', '--password', 'Seminary-Hills-2026']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created administrator Dr. Principal <principal@example.org>');
    expect(created.stdout).not.toContain('Seminary-Hills-2026');

    const { api } = await import('../server/api/api');
    const res = await api.request('/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'principal@example.org', password: 'Seminary-Hills-2026' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).admin).toEqual({ name: 'Dr. Principal', email: 'principal@example.org', image: null, role: 'owner' });
    const { db } = await import('~/db/db.server');
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'admin.create').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_type).toBe('system');

    const again = await adminCreate(['--email', 'principal@example.org', '--name', 'Someone', '--password', 'Another-Strong-Pass-1']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    await db.destroy();
  });

  it('on a public site, refuses to run without the secrets, naming each and how to make one, without a stack trace', async () => {
    const refused = await adminCreate(['--email', 'owner@example.org', '--name', 'Owner', '--password', 'Dharampeth-Road-2026'], {
      APP_URL: 'https://institute.example.org',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/AUTH_SECRET is not set.*openssl rand -hex 32/);
    expect(refused.stderr).toMatch(/AADHAAR_ENCRYPTION_KEY is not set.*openssl rand -hex 32/);
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    expect(refused.stdout).not.toContain('Created administrator');
    const secrets = { AUTH_SECRET: 'c'.repeat(64), AADHAAR_ENCRYPTION_KEY: 'd'.repeat(64) };
    const created = await adminCreate(['--email', 'owner@example.org', '--name', 'Owner', '--password', 'Dharampeth-Road-2026'], {
      APP_URL: 'https://institute.example.org',
      ...secrets,
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
  });

  it('reads the password from ADMIN_PASSWORD when --password is left out', async () => {
    const created = await adminCreate(['--email', 'clerk@example.org', '--name', 'Clerk'], { ADMIN_PASSWORD: 'Sitabuldi-Fort-2026' });
    expect(created.code).toBe(0);
  });

  it('refuses weak and common passwords (exit 1) and bad usage (exit 2) with clear messages', async () => {
    const weak = await adminCreate(['--email', 'weak@example.org', '--name', 'Weak', '--password', 'short']);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/at least 10 characters/);
    const common = await adminCreate(['--email', 'weak@example.org', '--name', 'Weak', '--password', 'password1234']);
    expect(common.code).toBe(1);
    expect(common.stderr).toMatch(/too common/);
    const missing = await adminCreate(['--email', 'weak@example.org']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Missing --name, --password/);
    const unknown = await adminCreate(['--mail', 'x@example.org']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Usage/);
  });
});
