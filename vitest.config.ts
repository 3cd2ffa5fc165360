import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit suites run once; database suites (*.db.test.ts) run on SQLite and on PostgreSQL.
const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };
const dbSuites = ['app/**/*.db.test.ts', 'server/**/*.db.test.ts', 'db/**/*.db.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: dbSuites, env: { NODE_ENV: 'test' } },
      },
      { resolve: { alias }, test: { name: 'sqlite', include: dbSuites, setupFiles: ['tests/setup/db-setup.ts'], env: { TEST_DB_KIND: 'sqlite' } } },
      { resolve: { alias }, test: { name: 'postgres', include: dbSuites, setupFiles: ['tests/setup/db-setup.ts'], env: { TEST_DB_KIND: 'postgres' } } },
    ],
  },
});
