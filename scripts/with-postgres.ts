// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL, then removes it:
//   node scripts/with-postgres.ts vitest run --project postgres
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from '../tests/setup/throwaway-postgres.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/with-postgres.ts COMMAND [ARGS…]');
const postgres = await startThrowawayPostgres();
let status: number;
try {
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } }).status ?? 1;
} finally {
  await postgres.stop();
}
process.exit(status);
