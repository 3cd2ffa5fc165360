// Shared helper of the measurement scripts (bench, lighthouse, js-size): builds the app into its
// own directory when needed and starts the production server on a fresh, seeded data directory.
//   const server = await startPerfServer(); … server.url … await server.stop();
// Runs on Node 24 with type stripping: erasable TypeScript and relative imports only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Own build directory, so that measuring never races another engineer's `npm run build`. */
export const PERF_BUILD_DIR = process.env.PERF_BUILD_DIR ?? 'build-perf';
/** Ports of the measurement servers (loopback only). */
export const PORT_RANGE = { from: 4500, to: 4599 } as const;

export interface PerfServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** 'auto' (default) builds when a source is newer than the build; 'always'; 'never'. */
  build?: 'auto' | 'always' | 'never';
  port?: number;
  /** Host name of the URL handed back (and of APP_URL): 127.0.0.1 unless told otherwise. */
  host?: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Process entry to run (default server/main.ts). */
  entry?: string;
  /** Print the server's output (default: only on failure). */
  verbose?: boolean;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds into PERF_BUILD_DIR unless it is newer than every source (mode 'auto'). */
export function ensureBuild(mode: StartOptions['build'] = 'auto') {
  if (mode === 'never') return;
  const sources = ['app', 'server', 'db', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
  const builtAt = newestMtime(join(ROOT, PERF_BUILD_DIR, 'server', 'index.js'));
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(ROOT, source))));
  if (mode === 'auto' && builtAt > changedAt) return;
  console.error(`Building into ${PERF_BUILD_DIR}/ …`);
  const result = spawnSync(join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`, BUILD_DIR: PERF_BUILD_DIR, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('build failed');
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free loopback port in PORT_RANGE, starting from a random offset so parallel runs rarely collide. */
export async function findFreePort(): Promise<number> {
  const size = PORT_RANGE.to - PORT_RANGE.from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = PORT_RANGE.from + ((start + i) % size);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.from}–${PORT_RANGE.to}`);
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Production server (`node server/main.ts`, NODE_ENV=production) on a fresh temporary DATA_DIR;
 * the demo seed runs on the empty database. APP_URL is the address handed back, so canonical URLs
 * and robots/sitemap match what a browser or Lighthouse loads.
 */
export async function startPerfServer(options: StartOptions = {}): Promise<PerfServer> {
  ensureBuild(options.build);
  const port = options.port ?? (await findFreePort());
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'institute-perf-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR: PERF_BUILD_DIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: '100000',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.env?.DATABASE_URL) env.DATABASE_URL = options.env.DATABASE_URL;
  // The last 200 pieces of what the server printed, for a start that fails: its request log would
  // otherwise grow without end under a benchmark.
  const output: string[] = [];
  const child = spawn(process.execPath, [options.entry ?? process.env.PERF_SERVER_ENTRY ?? 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    if (options.verbose) process.stderr.write(chunk);
    else if (output.push(chunk.toString()) > 200) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start migrates and seeds (sharp makes the demo images): allow a minute.
    await waitForHttp(`${url}/api/courses`, 60_000, child);
  } catch (error) {
    process.stderr.write(output.join(''));
    await stop();
    throw error;
  }
  return { url, port, dataDir, process: child, stop };
}

/** `--url http://…` on the command line measures a server that is already running instead. */
export function urlArgument(argv: string[] = process.argv.slice(2)): string | undefined {
  const index = argv.indexOf('--url');
  if (index >= 0) return argv[index + 1]?.replace(/\/$/, '');
  const inline = argv.find((arg) => arg.startsWith('--url='));
  return inline?.slice('--url='.length).replace(/\/$/, '');
}

/** Either the server given with --url (nothing to stop) or a fresh production server. */
export async function targetServer(options: StartOptions = {}): Promise<{ url: string; stop(): Promise<void>; server?: PerfServer }> {
  const given = urlArgument();
  if (given) return { url: given, stop: async () => {} };
  const server = await startPerfServer(options);
  return { url: server.url, stop: server.stop, server };
}

/** First public id of a list endpoint, e.g. firstId(url, '/api/courses', 'courses'). */
export async function firstId(baseUrl: string, path: string, key: string): Promise<string> {
  const response = await fetch(baseUrl + path);
  const body = (await response.json()) as Record<string, Array<{ _id: string }>>;
  const id = body[key]?.[0]?._id;
  if (!id) throw new Error(`${path} returned no ${key}`);
  return id;
}
