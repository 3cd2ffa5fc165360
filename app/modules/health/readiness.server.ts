import { Migrator } from 'kysely/migration';
import { db as defaultDb, type DB } from '~/db/db.server';
import { migrations } from '../../../db/migrate';

// GET /readyz (server/health.ts): whether this node can serve, as a load balancer asks before
// sending it requests. Each check says what failed in words an operator can act on, never a
// secret (no connection string, key or password).

export type ReadinessCheck = { check: string; ok: true } | { check: string; ok: false; problem: string };

/** How long a check may take before it counts as failed: a database that hangs is not ready either. */
const CHECK_TIMEOUT_MS = 3_000;

/** The database answers, and every migration of this version is applied. */
export async function checkDatabase({ db = defaultDb }: { db?: DB } = {}): Promise<ReadinessCheck> {
  try {
    const known = await withTimeout(new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations());
    const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
    if (pending.length) return { check: 'database', ok: false, problem: `migrations not applied: ${pending.join(', ')}` };
    return { check: 'database', ok: true };
  } catch (error) {
    return { check: 'database', ok: false, problem: `the database does not answer (${describeFailure(error)})` };
  }
}

/** Runs the checks at once; ready when all pass. */
export async function checkReadiness(checks: Array<() => Promise<ReadinessCheck>>): Promise<{ ready: boolean; checks: ReadinessCheck[] }> {
  const results = await Promise.all(checks.map((check) => check()));
  return { ready: results.every((result) => result.ok), checks: results };
}

export function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** An error's code and first line: enough to act on ("ECONNREFUSED"), short of anything configured. */
function describeFailure(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const firstLine = String(message ?? error)
    .split('\n')[0]!
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>');
  return code && !firstLine.includes(code) ? `${code}: ${firstLine}` : firstLine;
}
