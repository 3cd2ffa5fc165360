import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, reachable, startDevServer, type DevServer } from '../tests/setup/dev-server';

// `npm run dev` for real: Vite in middleware mode serves files under the project root, so the data
// folder (database, secrets, private documents) must be denied wherever DATA_DIR points, and the
// server must listen on loopback unless HOST says otherwise.

// Addresses of this machine that are not 127.0.0.1. On Linux all of 127/8 reaches the loopback
// interface, so 127.0.0.2 tells "every interface" from "127.0.0.1 only" even with no network.
const otherAddresses = () => [
  ...(process.platform === 'linux' ? ['127.0.0.2'] : []),
  ...Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address),
];

describe('npm run dev', { timeout: 90_000 }, () => {
  // DATA_DIR inside the project, as the default ./data is; a probe folder inside ./data itself too.
  let dataDir = '';
  let probeDir = '';
  let createdDataFolder = false;
  let server: DevServer;
  let secret = '';
  const MARKER = `private-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(PROJECT_ROOT, 'data-test-'));
    createdDataFolder = !existsSync(join(PROJECT_ROOT, 'data'));
    mkdirSync(join(PROJECT_ROOT, 'data'), { recursive: true });
    probeDir = mkdtempSync(join(PROJECT_ROOT, 'data', 'probe-'));
    mkdirSync(join(probeDir, 'secrets'));
    writeFileSync(join(probeDir, 'secrets', 'AUTH_SECRET'), MARKER);
    writeFileSync(join(probeDir, 'notes.txt'), MARKER);
    mkdirSync(join(dataDir, 'outbox'));
    writeFileSync(join(dataDir, 'outbox', 'mail.json'), MARKER);
    server = await startDevServer({ DATA_DIR: dataDir });
    // Made by the server itself at start: the SQLite database and the generated session secret.
    secret = readFileSync(join(dataDir, 'secrets', 'AUTH_SECRET'), 'utf8').trim();
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(probeDir, { recursive: true, force: true });
    if (createdDataFolder) rmSync(join(PROJECT_ROOT, 'data'), { recursive: true, force: true });
  });

  it('never answers a file of the data folder: plain paths, /@fs/, ?raw, ?url, ?import …', async () => {
    expect(readFileSync(join(dataDir, 'app.db')).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const dir = `/${basename(dataDir)}`;
    const abs = `/@fs${dataDir}`;
    const probe = `/data/${basename(probeDir)}`;
    const paths = [
      `${dir}/app.db`,
      `${dir}/app.db-wal`,
      `${dir}/secrets/AUTH_SECRET`,
      `${dir}/outbox/mail.json`,
      `${abs}/app.db`,
      `${abs}/secrets/AUTH_SECRET`,
      `${abs}/outbox/mail.json`,
      ...['raw', 'url', 'import', 'inline', 'import&raw', 'raw&url', 'worker', 'worker_file&type=module'].flatMap((query) => [
        `${dir}/secrets/AUTH_SECRET?${query}`,
        `${abs}/secrets/AUTH_SECRET?${query}`,
        `${dir}/app.db?${query}`,
      ]),
      `${dir}/./secrets/AUTH_SECRET`,
      `/x/..${dir}/secrets/AUTH_SECRET`,
      `${dir}//secrets/AUTH_SECRET`,
      `/@fs/${dataDir}/secrets/AUTH_SECRET`,
      `/@id${dataDir}/secrets/AUTH_SECRET?raw`,
      `/@id${dir}/secrets/AUTH_SECRET?raw`,
      // The default data folder, whatever DATA_DIR says.
      `${probe}/secrets/AUTH_SECRET`,
      `${probe}/notes.txt`,
      `${probe}/secrets/AUTH_SECRET?raw`,
      `/@fs${probeDir}/notes.txt`,
    ];
    const served: string[] = [];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`);
      const body = await res.text();
      if (res.status < 400 && !/WorkerWrapper/.test(body)) served.push(`${res.status} ${path}`);
      if (body.includes(secret) || body.includes(MARKER) || body.includes('SQLite format 3')) served.push(`content of ${path}`);
    }
    expect(served).toEqual([]);
    // The server still works: pages and Vite's own client code are served.
    expect((await fetch(`${server.url}/courses`)).status).toBe(200);
    expect((await fetch(`${server.url}/@vite/client`)).status).toBe(200);
  });

  it('listens on 127.0.0.1 only', async () => {
    expect(await reachable('127.0.0.1', server.port)).toBe(true);
    const others = otherAddresses();
    expect(others.length).toBeGreaterThan(0);
    for (const address of others) expect(await reachable(address, server.port), address).toBe(false);
    expect(server.output()).toContain(`listening on 127.0.0.1:${server.port}`);
  });

  it('listens where HOST says when it is set, warning loudly that a local site is reachable from elsewhere', async () => {
    const everywhere = await startDevServer({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    try {
      for (const address of otherAddresses()) expect(await reachable(address, everywhere.port), address).toBe(true);
      expect(everywhere.output()).toContain(`WARNING: this is a local site (APP_URL is http://localhost:${everywhere.port}) listening on 0.0.0.0`);
      expect(server.output()).not.toContain('WARNING');
    } finally {
      await everywhere.stop();
    }
  });
});
