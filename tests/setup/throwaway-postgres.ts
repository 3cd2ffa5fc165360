// A throwaway PostgreSQL cluster for the test run: temp directory, 127.0.0.1 on a free port,
// removed afterwards. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export type ThrowawayPostgres = {
  url: string;
  stop: () => Promise<void>;
  /** Stops the server (fast: open connections are cut), keeping its data, as an outage would. */
  pause: () => Promise<void>;
  /** Starts it again on the same port and data after pause(). */
  resume: () => Promise<void>;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) throw new Error(`PostgreSQL binaries not found under ${BIN}`);
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const [initCmd, initArgs] = asPostgresUser(join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const [cmd, args] = asPostgresUser(join(BIN, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  // The server's log goes to a file, never to a pipe of ours: the callers run the suites with
  // spawnSync, which stops this process from reading a pipe, and once 64 KB of logged errors fill
  // it every backend that logs one (the suites cause many on purpose) blocks in write() for good.
  const logPath = join(dir, 'server.log');
  const log = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8') : '');
  const launch = async (): Promise<ChildProcess> => {
    const logFile = openSync(logPath, 'a');
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', logFile] });
    closeSync(logFile);
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        execFileSync(join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
        return child;
      } catch {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  let child = await launch();
  const exitOf = (running: ChildProcess) =>
    running.exitCode !== null || running.signalCode !== null ? Promise.resolve() : new Promise((resolve) => running.once('exit', resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      const exited = exitOf(child);
      // SIGTERM, which runuser passes on to postgres (a smart shutdown: every client has gone by now).
      // runuser ignored SIGINT: the stop waited its whole 10 s and left postgres running.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: async () => {
      const [ctl, ctlArgs] = asPostgresUser(join(BIN, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      execFileSync(ctl, ctlArgs, { stdio: 'pipe' });
      await exitOf(child);
    },
    resume: async () => {
      child = await launch();
    },
  };
}
