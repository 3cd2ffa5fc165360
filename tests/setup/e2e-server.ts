// Starts the built site for the browser suites on a fresh database:
//   node tests/setup/e2e-server.ts sqlite|postgres|empty PORT   (empty: SQLite with no content)
// The demo seed runs (plus the fixtures of e2e-fixtures.ts), so the browser suites see what `npm start` shows.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from './databases.ts';

const [kind = 'sqlite', port = '4310'] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), `institute-e2e-${kind}-`));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT: '1000',
  ADMIN_SIGNUP_SECRET: 'e2e-staff-access-secret',
};
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
  if (kind === 'postgres' && pgServer) await dropPostgresDatabase(pgServer, pgName).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', cleanUp);
process.on('SIGINT', cleanUp);
server.on('exit', (code) => process.exit(code ?? 1));
