import { test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

// A site of its own, for a suite that needs another configuration than the shared servers of
// playwright.config.ts: tests/setup/e2e-server.ts on the project's database engine, on ports of
// this run's range (E2E_PORT_BASE + 3 … + 6, each with its mailbox at + 100 and OpenID Provider
// at + 200). Call from beforeAll of a serial suite (one server per slot and project).
export type ExtraSite = { url: string; stop(): Promise<void> };

export async function startExtraSite({ slot, appUrl, outbox = false }: { slot: 0 | 1; appUrl?: string; outbox?: boolean }): Promise<ExtraSite> {
  const kind = test.info().project.name;
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`no extra site for project ${kind}`);
  const port = Number(process.env.E2E_PORT_BASE ?? 4310) + 3 + (kind === 'postgres' ? 2 : 0) + slot;
  // A public address gets its secrets from the environment, as a real deployment must.
  const secrets = appUrl ? { E2E_APP_URL: appUrl, AUTH_SECRET: randomBytes(32).toString('hex'), AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('hex') } : {};
  const env = { ...process.env, ...secrets, ...(outbox ? { E2E_OUTBOX: 'true' } : {}) };
  const child = spawn(process.execPath, ['tests/setup/e2e-server.ts', kind, String(port)], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`; // APP_URL's own name while local: another loopback name is redirected to it
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 110_000; ;) {
    if (child.exitCode !== null) throw new Error(`the extra site on port ${port} exited: ${output}`);
    const ready = await fetch(`${url}/api/courses`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the extra site on port ${port} did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
