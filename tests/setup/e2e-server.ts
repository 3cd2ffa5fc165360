// Starts the built site for the browser suites on a fresh database:
//   node tests/setup/e2e-server.ts sqlite|postgres|empty PORT   (empty: SQLite with no content)
// The demo seed runs (plus the fixtures of e2e-fixtures.ts), so the browser suites see what `npm start` shows.
// E-mail goes to a real SMTP server on loopback (tests/setup/smtp-sink.ts); what it received is
// listed as JSON at http://127.0.0.1:{PORT + 100}/ for the suites (see tests/e2e/mailbox.ts).
// Students can also sign in through a real OpenID Provider on http://127.0.0.1:{PORT + 200}.
// Suites that start a site of their own (tests/e2e/extra-site.ts) may set E2E_APP_URL (an https
// address, reached over http on loopback) and E2E_OUTBOX=true (no SMTP: the development outbox).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from './databases.ts';
import { startOidcProvider, TEST_OIDC_CLIENT } from './oidc-provider.ts';
import { startSmtpSink } from './smtp-sink.ts';

const [kind = 'sqlite', port = '4310'] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), `institute-e2e-${kind}-`));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: process.env.E2E_APP_URL ?? `http://localhost:${port}`,
  DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT: '1000',
  ADMIN_SIGNUP_SECRET: 'e2e-staff-access-secret',
  // Staff who sign up here may use every page: the suites test the pages, and each role's limits are
  // walked call by call and page by page in the database suites (staff-roles.db.test.ts, decision 029).
  ADMIN_SIGNUP_ROLE: 'owner',
  STUDENT_SIGN_IN_RATE_LIMIT: '1000',
};
const oidc = await startOidcProvider({ port: Number(port) + 200, appUrl: env.APP_URL! });
const oidcPrefix = `OIDC_${TEST_OIDC_CLIENT.providerId.toUpperCase().replaceAll('-', '_')}_`;
Object.assign(env, {
  OIDC_PROVIDERS: TEST_OIDC_CLIENT.providerId,
  [`${oidcPrefix}NAME`]: TEST_OIDC_CLIENT.name,
  [`${oidcPrefix}ISSUER`]: oidc.issuer,
  [`${oidcPrefix}CLIENT_ID`]: TEST_OIDC_CLIENT.id,
  [`${oidcPrefix}CLIENT_SECRET`]: TEST_OIDC_CLIENT.secret,
});
const smtp = await startSmtpSink();
if (process.env.E2E_OUTBOX === 'true') delete env.SMTP_URL;
else env.SMTP_URL = smtp.url;
const mailbox = createServer((_request, response) => {
  const messages = smtp.messages.map((mail) => ({
    to: mail.to
      ? [mail.to]
          .flat()
          .map((a) => a.text)
          .join(', ')
      : '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
mailbox.listen(Number(port) + 100, '127.0.0.1');

const pgServer = process.env.TEST_DATABASE_URL;
const pgName = `e2e_${port}`;
if (kind === 'postgres') {
  if (!pgServer) throw new Error('TEST_DATABASE_URL is required for the postgres browser suites');
  env.DATABASE_URL = await createPostgresDatabase(pgServer, pgName);
} else {
  delete env.DATABASE_URL;
}
if (kind === 'empty') env.SEED_DEMO = 'false';

const fixtures = spawnSync(process.execPath, ['--import', './scripts/register-app-imports.ts', 'tests/setup/e2e-fixtures.ts'], { env, stdio: 'inherit' });
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);

const server = spawn(process.execPath, ['server/main.ts'], { env, stdio: 'inherit' });
const cleanUp = async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  mailbox.close();
  await smtp.close();
  await oidc.close();
  if (kind === 'postgres' && pgServer) await dropPostgresDatabase(pgServer, pgName).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', cleanUp);
process.on('SIGINT', cleanUp);
server.on('exit', (code) => process.exit(code ?? 1));
