import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../../setup/databases.ts';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { STRONG_PASSWORD } from './dashboard-helpers';

// A public deployment (docs/decisions/016-local-conveniences.md), started here as operators start
// it: `node server/main.ts` on the built app, with a fresh database of this project's engine and an
// APP_URL that is not local. 127.0.0.2 is a loopback address (so the browser reaches it on this
// machine) but not one of the local names localhost, 127.0.0.1 and [::1]: to the app it is a public
// site. Ports: the project's site port + 50.

// Server starts and several password hashes: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// A request the server never answers fails its own step, naming it, instead of the whole test.
test.use({ navigationTimeout: 30_000, actionTimeout: 30_000 });

const SECRETS = { AUTH_SECRET: 'e2e-auth-secret-'.padEnd(64, 'x'), AADHAAR_ENCRYPTION_KEY: 'ab'.repeat(32) };
const SETUP_LINK = /^ {2}(http:\/\/127\.0\.0\.2:\d+\/dashboard\/setup\/[A-Za-z0-9_-]{43})$/m;

type Started = { stdout: string; stderr: string; code: number | null; stop(): Promise<void> };

let dataDir: string;
let databaseUrl: string | undefined;
let pgName: string | undefined;
let appUrl: string;
const running = new Set<Started>();

/** How long a start may take to print 'Serving', and a SIGTERM to end the process. */
const START_LIMIT_MS = 60_000;
const STOP_LIMIT_MS = 15_000;

/**
 * Runs the production server until it serves or exits; returns what it printed and its exit code
 * (null while it serves). `expectExit`: a server that serves anyway is stopped, so the caller's
 * assertion on the exit code fails at once instead of waiting. A start or a stop that hangs fails
 * with what the server printed (a stop that hangs is killed first, so nothing outlives the suite).
 */
function startServer(extraEnv: Record<string, string>, { expectExit = false } = {}): Promise<Started> {
  const port = new URL(appUrl).port;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.2',
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const result: Started = {
    stdout: '',
    stderr: '',
    code: null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), STOP_LIMIT_MS)));
      const outcome = await Promise.race([exited, hung]);
      clearTimeout(timer);
      if (outcome !== 'hung') return;
      child.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not exit within ${STOP_LIMIT_MS} ms of SIGTERM:\n${result.stdout}${result.stderr}`);
    },
  };
  running.add(result);
  child.once('exit', () => running.delete(result));
  return new Promise((resolve, reject) => {
    const slow = setTimeout(() => {
      void result.stop().catch(() => {});
      reject(new Error(`the server did not start within ${START_LIMIT_MS} ms:\n${result.stdout}${result.stderr}`));
    }, START_LIMIT_MS);
    child.once('exit', () => clearTimeout(slow));
    child.stdout.on('data', (chunk: Buffer) => {
      result.stdout += chunk.toString();
      if (!result.stdout.includes('Serving ')) return;
      clearTimeout(slow);
      if (expectExit) void result.stop().then(() => resolve(result));
      else resolve(result);
    });
    child.stderr.on('data', (chunk: Buffer) => (result.stderr += chunk.toString()));
    child.once('exit', (code) => {
      if (result.stdout.includes('Serving ')) return; // stopped by us
      result.code = code;
      if (expectExit) resolve(result);
      else reject(new Error(`server exited with ${code}:\n${result.stdout}${result.stderr}`));
    });
  });
}

const setupLinkOf = (started: Started) => started.stdout.match(SETUP_LINK)?.[1];

test.beforeAll(async ({}, testInfo) => {
  const sitePort = Number(new URL(String(testInfo.project.use.baseURL)).port);
  appUrl = `http://127.0.0.2:${sitePort + 50}`;
  dataDir = mkdtempSync(join(tmpdir(), `institute-public-${testInfo.project.name}-`));
  if (testInfo.project.name === 'postgres') {
    pgName = `e2e_public_${sitePort}`;
    databaseUrl = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
  }
});

test.afterAll(async () => {
  // A failed test leaves its server running: stop it before the database and folder go.
  const stopped = await Promise.allSettled([...running].map((server) => server.stop()));
  if (pgName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
  rmSync(dataDir, { recursive: true, force: true });
  for (const outcome of stopped) if (outcome.status === 'rejected') throw outcome.reason;
});

test('a public site without its secrets does not start, and says which to set and how', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'sqlite', 'no database is opened: once is enough');
  const neither = await startServer({}, { expectExit: true });
  expect(neither.code).toBe(1);
  expect(neither.stderr).toMatch(/AUTH_SECRET is not set.*Make one with: openssl rand -hex 32/);
  expect(neither.stderr).toMatch(/AADHAAR_ENCRYPTION_KEY is not set.*Make one with: openssl rand -hex 32/);
  expect(neither.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  expect(neither.stdout).not.toContain('Serving');

  // Which secret is missing, one at a time, and the simulated gateway refused on a public address,
  // are parseEnv's (env.server.test.ts, payment-gateway-env.test.ts): this start proves that its
  // error stops the process, said plainly.
});

// One start. What the server decides without a browser is proven on both engines: a restart's
// fresh link and the earlier one working (first-admin-setup.db.test.ts), a used link's 403 page,
// a replayed form creating nothing, no-store and noindex (app/routes/dashboard/setup.db.test.ts),
// no link printed once an administrator exists (first-admin-setup.db.test.ts).
test('the first administrator comes from the one-time link printed at start; no demo account, no outbox page', async ({ page, browser, request }) => {
  const server = await startServer(SECRETS);
  try {
    const link = await test.step('Nothing seeded by default, no staff account, a setup link instead', async () => {
      const printed = setupLinkOf(server);
      expect(printed, server.stdout).toBeDefined();
      expect(server.stdout).not.toContain('Seeded the demo content');
      expect(await (await request.get(`${appUrl}/api/courses`)).json()).toMatchObject({ courses: [] });
      // The development outbox does not exist on a public site, even to a request from this machine.
      expect((await request.get(`${appUrl}/dev/mail`)).status()).toBe(404);
      // Nor the simulated payment gateway: without Razorpay keys, payments are off.
      expect((await request.get(`${appUrl}/simulated-gateway/checkout.js`)).status()).toBe(404);
      expect((await request.get(`${appUrl}/simulated-gateway/try`)).status()).toBe(404);
      const demoLogin = await request.post(`${appUrl}/api/admin/login`, { data: { email: 'admin@example.org', password: 'Nagpur-Demo-2026' } });
      expect(demoLogin.status()).toBe(401);
      return printed!;
    });

    await test.step('a made-up link is a 404 page that says what to do', async () => {
      const bogus = await page.goto(`${appUrl}/dashboard/setup/${'A'.repeat(43)}`);
      expect(bogus!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'This setup link is not valid' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('npm run admin:create');
    });

    await test.step('The form is server-rendered and posts without JavaScript: a mistake comes back on the page', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(link);
      await expect(plain.getByRole('heading', { level: 1, name: 'Set up the first administrator' })).toBeVisible();
      await plain.getByLabel('Name').fill('Dr. Kavita Rao');
      await plain.getByLabel('Email').fill('principal@example.org');
      await plain.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await plain.getByLabel('Confirm password').fill(`${STRONG_PASSWORD}!`);
      await plain.getByRole('button', { name: 'Create administrator' }).click();
      await expect(plain.getByRole('alert')).toHaveText('Passwords do not match');
      await expect(plain.getByLabel('Email')).toHaveValue('principal@example.org');
      await expect(plain.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
      await noScript.close();
    });

    await test.step('with JavaScript, a common password is refused, then a strong one is taken', async () => {
      const opened = await page.goto(link);
      expect(opened!.status()).toBe(200);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByLabel('Name').fill('Dr. Kavita Rao');
      await page.getByLabel('Email').fill('principal@example.org');
      await page.getByLabel('Password', { exact: true }).fill('password1234');
      await page.getByLabel('Confirm password').fill('password1234');
      await page.getByRole('button', { name: 'Create administrator' }).click();
      await expect(page.getByRole('alert')).toHaveText('That password is too common and easy to guess. Please choose another.');
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Create administrator' }).click();
    });

    await test.step('Signed in as the first administrator', async () => {
      await expect(page).toHaveURL(/\/dashboard\/manage-courses$/);
      await expect(page.getByText('Welcome, Dr. Kavita Rao')).toBeVisible();
    });

    await test.step('The used link says setup is finished, with no form', async () => {
      const again = await page.goto(link);
      expect(again!.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'Setup is finished' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create administrator' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  } finally {
    await server.stop();
  }
});
