import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui.vite.ts';

// Unit suites run once; database suites (*.db.test.ts) run on SQLite and on PostgreSQL, each file on
// its own copy of one migrated template database (tests/setup/database-template.ts).
const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
// Lingui's macros and PO catalogues compile as in the build (lingui.vite.ts); every project needs them.
const plugins = linguiPlugins();
const dbSuites = ['app/**/*.db.test.ts', 'server/**/*.db.test.ts', 'db/**/*.db.test.ts'];
// A test's time limit catches a test that hangs; it is not a speed check (benchmarks are). CI
// machines are shared: on a loaded one a whole run took 2.75 times as long, and tests of 2-5 s
// here (password hashing, ESLint's first run, a database per suite) would pass vitest's 5 s by luck.
// expect.poll waits for what happens after an answer (an e-mail leaving, a webhook arriving): its
// 1 s default ran out on a loaded machine while the mail job was still on its way.
const limits = { testTimeout: 30_000, hookTimeout: 60_000, expect: { poll: { timeout: 15_000 } } };
// Staff passwords hash at N=2^12 in tests (24 ms against 1.1 s at production's 2^17); the production
// parameters are pinned by app/modules/admins/password.test.ts. Refused outside NODE_ENV=test.
const env = { NODE_ENV: 'test', TEST_SCRYPT_LOG2N: '12' };
const databaseProject = (name: 'sqlite' | 'postgres') => ({
  plugins,
  resolve: { alias },
  test: {
    ...limits,
    name,
    include: dbSuites,
    // One module graph per worker: the app (2 s to import) is imported once per worker, not per
    // file. Each file still starts from an empty migrated database and DATA_DIR (db-setup.ts).
    isolate: false,
    globalSetup: ['tests/setup/database-template.ts'],
    setupFiles: ['tests/setup/db-setup.ts'],
    env: { ...env, TEST_DB_KIND: name },
  },
});

export default defineConfig({
  plugins,
  resolve: { alias },
  test: {
    // Vitest's default is cores - 1: one file at a time on this project's 2-core machines, with the
    // CPU idle while a file waits on PostgreSQL or starts its worker. Files are independent (each
    // has its own database, directory and module graph), so three run at once.
    maxWorkers: 3,
    projects: [
      {
        plugins,
        resolve: { alias },
        test: { ...limits, name: 'unit', include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: dbSuites, env },
      },
      databaseProject('sqlite'),
      databaseProject('postgres'),
      // The built site deployed: app nodes behind nginx with TLS, PostgreSQL and a bucket of their
      // own (tests/deploy/cluster.ts). Needs `npm run build` first, as npm test does.
      {
        plugins,
        resolve: { alias },
        // The stand-in payment gateway runs in the suite's process on a database of its own, in memory.
        test: { ...limits, name: 'deploy', include: ['tests/deploy/**/*.test.ts'], env: { ...env, DATABASE_URL: 'file::memory:' } },
      },
    ],
  },
});
