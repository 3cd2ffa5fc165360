import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './tests/setup/chromium.ts';

// Browser suites drive Debian's Chromium headless shell (tests/setup/chromium.ts; nothing is
// downloaded) against the built site on SQLite.
// The whole journeys tagged @journey run again on PostgreSQL (TEST_DATABASE_URL, provided by `npm
// test`): first start, staff and student sign-in, admission and application, online and office
// payments, a refund, an export. Every query a page runs is a domain function (eslint.config.js
// keeps routes and handlers off the database) that the database suites prove on both engines.
// The suites under tests/e2e/empty/ run against a third server whose database has no content at all.
const sqliteOnly = process.env.E2E_SQLITE_ONLY === 'true' || !process.env.TEST_DATABASE_URL;
// Ports: base … base + 2 (the servers below), base + 3 … base + 6 (suites' own sites, tests/e2e/extra-site.ts),
// each with its mailbox at + 100 and OpenID Provider at + 200.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
const targets = [{ name: 'sqlite', port: portBase }, ...(sqliteOnly ? [] : [{ name: 'postgres', port: portBase + 1 }]), { name: 'empty', port: portBase + 2 }];
const EMPTY_SUITES = '**/e2e/empty/**';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // How long an expectation waits for the page to get there: a wait, not a timing check. CI machines
  // are shared; on a loaded one a whole run took 2.75 times as long (50 min against 18 min)
  // and a 5 s wait for a server round trip that hashes a password or revalidates a list ran out.
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
  projects: targets.map(({ name, port }) => ({
    name,
    use: { baseURL: `http://localhost:${port}` },
    ...(name === 'empty' ? { testMatch: EMPTY_SUITES } : { testIgnore: EMPTY_SUITES }),
    ...(name === 'postgres' ? { grep: /@journey/ } : {}),
  })),
  webServer: targets.map(({ name, port }) => ({
    command: `node tests/setup/e2e-server.ts ${name} ${port}`,
    url: `http://localhost:${port}/api/courses`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
