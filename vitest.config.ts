import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit suites run once; database suites (*.db.test.ts) run on SQLite and on PostgreSQL.
const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
const dbSuites = ['app/**/*.db.test.ts', 'server/**/*.db.test.ts', 'db/**/*.db.test.ts'];
// A test's time limit catches a test that hangs; it is not a speed check (benchmarks are). CI
// machines are shared: on a loaded one a whole run took 2.75 times as long, and tests of 2-5 s
// here (password hashing, ESLint's first run, a database per suite) would pass vitest's 5 s by luck.
const limits = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...limits,
          name: 'unit',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: dbSuites,
          env: { NODE_ENV: 'test' },
        },
      },
      { resolve: { alias }, test: { ...limits, name: 'sqlite', include: dbSuites, setupFiles: ['tests/setup/db-setup.ts'], env: { TEST_DB_KIND: 'sqlite' } } },
      {
        resolve: { alias },
        test: { ...limits, name: 'postgres', include: dbSuites, setupFiles: ['tests/setup/db-setup.ts'], env: { TEST_DB_KIND: 'postgres' } },
      },
    ],
  },
});
