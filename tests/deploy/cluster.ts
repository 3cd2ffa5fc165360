import type { ParsedMail } from 'mailparser';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../setup/databases.ts';
import { freePort, PROJECT_ROOT, reachable } from '../setup/dev-server.ts';
import { startS3Sandbox, type S3Sandbox } from '../setup/s3-sandbox.ts';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../setup/throwaway-postgres.ts';

// The product as an institute deploys it (README, "Deploying"): a throwaway PostgreSQL, an
// S3-compatible bucket (s3rver), a mail server, a payment gateway speaking Razorpay's API, two app
// nodes of the built site (server/main.ts, each with a DATA_DIR of its own) and Debian's nginx in
// front with TLS, running deploy/nginx.conf itself. Besides the public port (round robin, as
// deployed), the suite gets one https port per node through the same server block, to say which
// node a step talks to.

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const GATEWAY_CREDENTIALS = { keyId: 'rzp_test_Cluster00000001', keySecret: 'cluster-key-secret', webhookSecret: 'cluster-webhook-secret' };

export type NodeName = 'a' | 'b';
export type AppNode = {
  name: NodeName;
  port: number;
  pid: () => number;
  output: () => string;
  /** Ends the process with `signal` and waits for it; resolves to its exit code. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
  start: () => Promise<void>;
};

export type Cluster = {
  /** APP_URL: nginx's public port, round robin over both nodes. */
  url: string;
  /** Through nginx too, but always to one node. */
  nodeUrl: (name: NodeName) => string;
  httpUrl: string;
  ca: Buffer;
  nodes: Record<NodeName, AppNode>;
  postgres: ThrowawayPostgres;
  databaseUrl: string;
  smtp: SmtpSink;
  s3: S3Sandbox;
  gatewayUrl: string;
  stop: () => Promise<void>;
};

/** Waits until `child` prints `ready` (on stdout or stderr), or fails with what it printed. */
export function waitForLine(child: ChildProcess, ready: string, output: () => string, what: string, ms = 90_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms / 1000} s:\n${output()}`)), ms);
    const check = () => {
      if (!output().includes(ready)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before it started:\n${output()}`));
    });
  });
}

export function spawnCaptured(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
  return { child, output: () => output };
}

/** The self-signed certificate of `localhost` for nginx, and the client's trust in it. */
function selfSignedCertificate(dir: string): { cert: string; key: string; ca: Buffer } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ]),
    { stdio: 'pipe' },
  );
  return { cert, key, ca: readFileSync(cert) };
}

/**
 * deploy/nginx.conf with only what differs on this machine replaced (ports, certificate, the nodes'
 * addresses, the host name), plus one copy of its https server block per node.
 */
export function nginxConfig({
  dir,
  httpPort,
  httpsPort,
  nodePorts,
  pinnedPorts,
  cert,
  key,
}: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  nodePorts: Record<NodeName, number>;
  pinnedPorts: Record<NodeName, number>;
  cert: string;
  key: string;
}): string {
  let site = readFileSync(join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(site)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    site = site.replace(pattern, by);
  };
  replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${nodePorts.a} `);
  replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${nodePorts.b} `);
  replace(/^\s*listen \[::\]:80;\n/m, '');
  replace(/^\s*listen \[::\]:443 ssl http2 backlog=4096;\n/m, '');
  replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`);
  replace(/listen 443 ssl http2 backlog=4096;/, `listen 127.0.0.1:${httpsPort} ssl http2 backlog=4096;`);
  replace(/ssl_certificate {5}\S+;/, `ssl_certificate     ${cert};`);
  replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  site = site.replaceAll('server_name institute.example.org;', 'server_name localhost;');
  const httpsBlock = /\nserver \{\n(?: {4}#.*\n)* {4}listen 127\.0\.0\.1:\d+ ssl http2 backlog=4096;[\s\S]*?\n\}\n/.exec(site)?.[0];
  if (!httpsBlock) throw new Error('deploy/nginx.conf: the https server block was not found');
  const pinned = (['a', 'b'] as const).map(
    (name) =>
      `upstream node_${name} {\n    server 127.0.0.1:${nodePorts[name]};\n}\n` +
      httpsBlock
        .replace(/listen 127\.0\.0\.1:\d+ ssl http2 backlog=4096;/, `listen 127.0.0.1:${pinnedPorts[name]} ssl http2;`)
        .replace('proxy_pass http://institute_app;', `proxy_pass http://node_${name};`),
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    // Debian's nginx.conf: one worker per core, 768 connections each. Here one worker, with room for
    // the benchmark's thousands of students (a client connection and an upstream one each).
    'worker_processes 1;',
    'worker_rlimit_nofile 32768;',
    'daemon off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 16384; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    site,
    ...pinned,
    '}',
  ].join('\n');
}

export type ClusterOptions = {
  /** The mail server holds the first message to this address unanswered (the mail-lease step). */
  stallFirstMailTo?: string;
  /** Payments through a stand-in gateway in this process (vitest only: it loads Vite assets); else off. */
  gateway?: boolean;
  /** The build the nodes serve (BUILD_DIR), and settings added to theirs (the benchmark's limits). */
  buildDir?: string;
  nodeSettings?: Record<string, string>;
  /** Hears each e-mail the nodes send, as it arrives. */
  onMail?: (mail: ParsedMail) => void;
};

export async function startCluster({
  stallFirstMailTo,
  gateway: withGateway = true,
  buildDir = 'build',
  nodeSettings = {},
  onMail,
}: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: install Debian's nginx-light (apt-get install nginx-light), as .ci/run does`);
  if (!existsSync(join(PROJECT_ROOT, buildDir, 'server/index.js')))
    throw new Error(`No build in ${buildDir}/: run \`npm run build\` first (npm test builds before this suite)`);
  const dir = mkdtempSync(join(tmpdir(), 'institute-cluster-'));
  chmodSync(dir, 0o755);
  const stops: Array<() => Promise<unknown> | unknown> = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    const postgres = await startThrowawayPostgres();
    stops.push(() => postgres.stop());
    const databaseUrl = await createPostgresDatabase(postgres.url, 'institute');
    const smtp = await startSmtpSink({ stallFirstTo: stallFirstMailTo, onMessage: onMail });
    stops.push(() => smtp.close());
    const s3 = await startS3Sandbox();
    stops.push(() => s3.stop());

    const gateway = withGateway ? await startStandInGateway() : undefined;
    if (gateway) stops.push(() => gateway.close());
    const gatewayUrl = gateway?.url ?? '';

    const [httpPort, httpsPort, portA, portB, pinnedA, pinnedB] = await Promise.all(Array.from({ length: 6 }, freePort));
    const url = `https://localhost:${httpsPort}`;
    const nodeEnv = (name: NodeName, port: number): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      TRUST_PROXY: 'true',
      LOG_FORMAT: 'json',
      DATA_DIR: join(dir, `node-${name}`),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secrets.auth,
      AADHAAR_ENCRYPTION_KEY: secrets.aadhaar,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Institute <admissions@example.org>',
      ...(gateway
        ? {
            PAYMENT_GATEWAY: 'razorpay',
            RAZORPAY_API_URL: gatewayUrl,
            RAZORPAY_KEY_ID: GATEWAY_CREDENTIALS.keyId,
            RAZORPAY_KEY_SECRET: GATEWAY_CREDENTIALS.keySecret,
            RAZORPAY_WEBHOOK_SECRET: GATEWAY_CREDENTIALS.webhookSecret,
          }
        : { PAYMENT_GATEWAY: 'off' }),
      ...s3.variables,
      BUILD_DIR: buildDir,
      ...nodeSettings,
    });
    const secrets = { auth: randomBytes(32).toString('hex'), aadhaar: randomBytes(32).toString('hex') };
    const stopping = new WeakSet<ChildProcess>();
    const appNode = (name: NodeName, port: number): AppNode => {
      let running: ReturnType<typeof spawnCaptured> | undefined;
      let earlier = '';
      const node: AppNode = {
        name,
        port,
        pid: () => running!.child.pid!,
        output: () => earlier + (running?.output() ?? ''),
        start: async () => {
          earlier = node.output();
          const started = spawnCaptured(process.execPath, ['server/main.ts'], nodeEnv(name, port));
          running = started;
          // A node that ends by itself is a failure of the product: say how, with what it printed.
          started.child.once('exit', (code, signal) => {
            if (!stopping.has(started.child)) console.error(`app node ${name} exited by itself (${signal ?? code}):\n${started.output().slice(-6000)}`);
          });
          await waitForLine(running.child, 'Serving ', running.output, `app node ${name}`);
        },
        kill: async (signal) => {
          const child = running?.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
          const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
          stopping.add(child);
          child.kill(signal);
          return exited;
        },
      };
      return node;
    };
    const nodes = { a: appNode('a', portA), b: appNode('b', portB) };
    stops.push(() => Promise.all([nodes.a.kill('SIGKILL'), nodes.b.kill('SIGKILL')]));
    // Both at once, on an empty database: the migrations run once, under their lock.
    await Promise.all([nodes.a.start(), nodes.b.start()]);

    const { cert, key, ca } = selfSignedCertificate(dir);
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name), { mode: 0o777 });
    for (const name of ['client_body', 'proxy']) chmodSync(join(dir, name), 0o777); // nginx's workers run as nobody under root
    const config = join(dir, 'nginx.conf');
    writeFileSync(config, nginxConfig({ dir, httpPort, httpsPort, nodePorts: { a: portA, b: portB }, pinnedPorts: { a: pinnedA, b: pinnedB }, cert, key }));
    execFileSync(NGINX, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', config], { stdio: 'pipe' });
    const nginx = spawnCaptured(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', config], { PATH: process.env.PATH });
    stops.push(() => nginx.child.kill('SIGQUIT'));
    await waitUntilListening(httpsPort, () => `${nginx.output()}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);

    return {
      url,
      nodeUrl: (name) => `https://localhost:${name === 'a' ? pinnedA : pinnedB}`,
      httpUrl: `http://localhost:${httpPort}`,
      ca,
      nodes,
      postgres,
      databaseUrl,
      smtp,
      s3,
      gatewayUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A payment gateway speaking Razorpay's API on loopback, for app nodes that run as a public site
 * (where the simulated gateway does not exist): the simulated gateway's code, in this process, on
 * the deploy project's in-memory database (vitest.config.ts). Its own webhooks go to a closed
 * port: the suite delivers the events it wants, to the node it wants.
 */
async function startStandInGateway(): Promise<{ url: string; close: () => Promise<void> }> {
  const [{ serve }, { db }, { migrateToLatest }, { simulatedGateway }] = await Promise.all([
    import('@hono/node-server'),
    import('~/db/db.server'),
    import('../../db/migrate'),
    import('../../server/simulated-gateway/simulated-gateway'),
  ]);
  await migrateToLatest(db);
  let url = '';
  const made: { gateway?: ReturnType<typeof simulatedGateway> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request) => made.gateway!.fetch(request), port: 0, hostname: '127.0.0.1' }, (info) => {
      url = `http://127.0.0.1:${info.port}`;
      resolve(started);
    });
  });
  made.gateway = simulatedGateway({ credentials: GATEWAY_CREDENTIALS, webhookUrl: 'http://127.0.0.1:9/', apiUrl: url, db });
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitUntilListening(port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (await reachable('127.0.0.1', port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
