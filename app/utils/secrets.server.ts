import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './env.server';

// Keys the process needs even on a fresh clone with nothing configured (`npm start` must just
// work). A configured value always wins; otherwise, and only while the site is local
// (docs/decisions/016-local-conveniences.md), one is generated once, kept under DATA_DIR/secrets
// with owner-only permissions, and reused on every start. Outside local, env.server.ts refuses to
// start without them; a real deployment keeps them out of the database and its backups.
export function persistentSecret(name: string, configured: string | undefined, generate = () => randomBytes(32).toString('hex')): string {
  if (configured) return configured;
  // Unreachable through env.server.ts; kept so that no later path can mint a secret for a public site.
  if (!env.isLocal) throw new Error(`${name} must be set in the environment outside local (openssl rand -hex 32).`);
  const dir = join(env.DATA_DIR, 'secrets');
  const path = join(dir, name);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start together, one writes and the other reads what it wrote.
    writeFileSync(path, generate(), { mode: 0o600, flag: 'wx' });
    if (env.NODE_ENV === 'production') console.warn(`${name} is not set: generated one in ${path} (a local convenience; a public deployment must set it).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}

let authSecret: string | undefined;
let aadhaarKey: Buffer | undefined;

/** Signs student session cookies and encrypts what better-auth keeps (at least 32 characters). */
export function getAuthSecret(): string {
  authSecret ??= persistentSecret('AUTH_SECRET', env.AUTH_SECRET);
  return authSecret;
}

/** The AES-256-GCM key of stored Aadhaar numbers (32 bytes). */
export function getAadhaarKey(): Buffer {
  aadhaarKey ??= Buffer.from(persistentSecret('AADHAAR_ENCRYPTION_KEY', env.AADHAAR_ENCRYPTION_KEY), 'hex');
  return aadhaarKey;
}
