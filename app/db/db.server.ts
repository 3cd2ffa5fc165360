import { env } from '~/utils/env.server';
import { dialectOf, openDatabase, type DB, type Dialect } from './open-database.server';

export type { DB, Dialect };

// In development, kept on globalThis so reloads reuse one handle instead of leaking connections.
// Elsewhere one per module graph: one per process, and one per vitest worker in the database suites.
const holder = globalThis as typeof globalThis & { __institutedb?: DB };
export const db: DB = env.NODE_ENV === 'development' ? (holder.__institutedb ??= openDatabase(env.DATABASE_URL)) : openDatabase(env.DATABASE_URL);
export const dialect: Dialect = dialectOf(env.DATABASE_URL);
