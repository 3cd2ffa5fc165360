// Starts `npm run dev` for real (node server/main.ts with NODE_ENV=development: Vite in middleware
// mode) on a free port, for suites that must see what the development server answers. A start
// takes a few seconds (Vite, then the first load of server/app.ts); stop() ends the process.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type DevServer = { port: number; url: string; output: () => string; stop: () => Promise<void> };

/** A port nobody listens on right now (the kernel's choice), on every interface. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Whether a TCP connection to host:port is accepted now. */
export const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * `env` is added to a clean environment: this process's own test settings (NODE_ENV=test,
 * DATABASE_URL, HOST, APP_URL, VITEST…) never leak into the server. `DATA_DIR` is required.
 */
export async function startDevServer(env: Record<string, string> & { DATA_DIR: string }): Promise<DevServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]!]),
  );
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, NODE_ENV: 'development', PORT: String(port), SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the development server did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Development server on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the development server exited (${code}) before it started:\n${output}`));
    });
  });
  return {
    port,
    url: `http://localhost:${port}`, // APP_URL's own name (another loopback name is redirected to it)
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
