import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './env.server';

// Keys the process needs even on a fresh clone with nothing configured (`npm start` must just
// work). A configured value always wins; otherwise one is generated once, kept under
// DATA_DIR/secrets with owner-only permissions, and reused on every start. A real deployment
// sets them in the environment and keeps them out of the database and its backups.
function persistentSecret(name: string, configured: string | undefined): string {
  if (configured) return configured;
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
    writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    if (env.NODE_ENV === 'production') console.warn(`${name} is not set: generated one in ${path}. Set it in the environment for a real deployment.`);
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
