// `npm run bench:admission-day`: admission day, when thousands of students open the portal at once.
// For each size (default 1,000, 2,000 and 5,000 students at once) and each deployment it starts:
// - one node: the built site on SQLite, files on its disk, plain http (what `npm start` runs);
// - cluster: nginx with TLS in front of two nodes on PostgreSQL with files in a bucket
//   (tests/deploy/cluster.ts, running deploy/nginx.conf),
// every student asks for a sign-in code, signs in with it (read from the mail server) and posts
// the admission form with a photo and a PDF, all at the same moment. Prints, per step, how many
// succeeded, the errors by kind (a status, a reset, a connection not made in time) and p50/p99.
// Informational (the machine is shared); the exit code is non-zero only when a student's
// submission was lost without an answer they could act on (a reset or no answer at all).
//   npm run bench:admission-day
//   npm run bench:admission-day -- --students 500 --only one-node
// The client closes idle connections after 4 s, before the server does, as browsers and phones may.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { makePdf, upload } from '../tests/document-fixtures.ts';
import { spawnCaptured, startCluster, waitForLine } from '../tests/deploy/cluster.ts';
import { freePort } from '../tests/setup/dev-server.ts';
import { httpsClient } from '../tests/deploy/https-client.ts';
import { startSmtpSink } from '../tests/setup/smtp-sink.ts';
import { percentile } from './bench-stats.ts';
import { ensureBuild, PERF_BUILD_DIR } from './perf-server.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const SIZES = (argument('students') ?? '1000,2000,5000').split(',').map(Number);
const TARGETS = (argument('only') ?? 'one-node,cluster').split(',') as Array<'one-node' | 'cluster'>;
/** What a phone waits before it gives up on a request: connecting, and the whole answer. */
const CONNECT_LIMIT_MS = 10_000;
const ANSWER_LIMIT_MS = 120_000;
const LIMITS = { timeoutMs: ANSWER_LIMIT_MS, connectTimeoutMs: CONNECT_LIMIT_MS };
/** A phone's browser closes a connection it has not used for a while before the server does. */
const IDLE_CLOSE_MS = 4_000;
// The flood limit per client address is for the real world; here every student is one address.
const LOAD_SETTINGS = { STUDENT_SIGN_IN_RATE_LIMIT: '1000000', LOG_FORMAT: 'json' };

type Step = 'code' | 'sign-in' | 'admission';
type Outcome = { ms: number; error?: string };
type Mailbox = { codeFor: (email: string) => Promise<string>; hear: (mail: ParsedMail) => void };

function mailbox(): Mailbox {
  const arrived = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  return {
    hear(mail) {
      const to = [mail.to].flat()[0]?.value[0]?.address ?? '';
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      if (!code) return;
      const wake = waiting.get(to);
      if (wake) wake(code);
      else arrived.set(to, code);
    },
    codeFor: (email) =>
      new Promise((resolve, reject) => {
        const code = arrived.get(email);
        if (code) return resolve(code);
        waiting.set(email, resolve);
        setTimeout(() => reject(new Error('no code e-mail within 120 s')), ANSWER_LIMIT_MS).unref();
      }),
  };
}

/** Why a request failed, in a few words: a status, or what the connection did. */
function kindOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
  if (code === 'CONNECT_TIMEOUT') return `not connected within ${CONNECT_LIMIT_MS / 1000} s`;
  if (code === 'TIMEOUT') return `no answer within ${ANSWER_LIMIT_MS / 1000} s`;
  return code ?? message ?? String(error);
}

/** One student's morning: code, sign-in, admission form. Stops at the first step that fails. */
async function student(baseUrl: string, ca: Buffer | undefined, box: Mailbox, index: number, files: { photo: Uint8Array; pdf: Uint8Array }) {
  const client = httpsClient(ca, { idleMs: IDLE_CLOSE_MS });
  const email = `applicant.${index}.${randomBytes(3).toString('hex')}@bench.example.org`;
  const outcomes: Partial<Record<Step, Outcome>> = {};
  const step = async (name: Step, send: () => Promise<{ status: number; text: () => string; headers: Record<string, unknown> }>) => {
    const started = performance.now();
    try {
      const answer = await send();
      const ms = performance.now() - started;
      if (answer.status >= 400) {
        const retry = answer.headers['retry-after'] ? `, Retry-After ${String(answer.headers['retry-after'])}` : '';
        outcomes[name] = { ms, error: `${answer.status}${retry}` };
        return undefined;
      }
      outcomes[name] = { ms };
      return answer;
    } catch (error) {
      outcomes[name] = { ms: performance.now() - started, error: kindOf(error) };
      return undefined;
    }
  };
  const json = { origin: baseUrl, 'content-type': 'application/json' };
  try {
    if (!(await step('code', () => client.call(`${baseUrl}/api/auth/email-otp/send-verification-otp`, post(json, { email, type: 'sign-in' })))))
      return outcomes;
    const code = await box.codeFor(email).catch(() => undefined);
    if (!code) {
      outcomes['sign-in'] = { ms: 0, error: 'no code e-mail' };
      return outcomes;
    }
    const signedIn = await step('sign-in', () => client.call(`${baseUrl}/api/auth/sign-in/email-otp`, post(json, { email, otp: code })));
    const token = signedIn?.headers['set-auth-token'];
    if (!token) return outcomes;
    const form = new FormData();
    for (const [field, value] of Object.entries({ consent: 'true', firstName: 'Applicant', lastName: `Number ${index}`, city: 'Nagpur' }))
      form.set(field, value);
    form.set('profilePhoto', upload(files.photo, 'photo.jpg', 'image/jpeg'));
    form.set('sscDocument', upload(files.pdf, 'ssc-marksheet.pdf', 'application/pdf'));
    await step('admission', () =>
      client.call(`${baseUrl}/api/users/submit-admission`, { method: 'POST', headers: { authorization: `Bearer ${String(token)}` }, body: form, ...LIMITS }),
    );
    return outcomes;
  } finally {
    client.close();
  }
}

const post = (headers: Record<string, string>, body: unknown) => ({ method: 'POST', headers, body: JSON.stringify(body), ...LIMITS });

function report(label: string, results: Array<Partial<Record<Step, Outcome>>>) {
  console.log(`\n${label}`);
  let lost = 0;
  for (const name of ['code', 'sign-in', 'admission'] as Step[]) {
    const outcomes = results.map((result) => result[name]).filter((outcome): outcome is Outcome => !!outcome);
    const ok = outcomes
      .filter((outcome) => !outcome.error)
      .map((outcome) => outcome.ms)
      .sort((a, b) => a - b);
    const errors = new Map<string, number>();
    for (const outcome of outcomes) if (outcome.error) errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
    if (name === 'admission') for (const [kind, count] of errors) if (!/^\d{3}/.test(kind)) lost += count;
    const listed = [...errors].map(([kind, count]) => `${count} ${kind}`).join('; ') || 'none';
    const p = (q: number) => (ok.length ? `${(percentile(ok, q) / 1000).toFixed(1)} s` : '–');
    console.log(
      `  ${name.padEnd(9)} ${String(ok.length).padStart(5)} of ${String(outcomes.length).padStart(5)} ok` +
        `   p50 ${p(50).padStart(6)}  p99 ${p(99).padStart(6)}   errors: ${listed}`,
    );
  }
  return lost;
}

/** What went wrong on the servers' side, by message (the request log's 5xx and the error log). */
function reportServerErrors(outputs: string[]) {
  const messages = new Map<string, number>();
  for (const line of outputs.join('\n').split('\n')) {
    let message: string | undefined;
    if (line.startsWith('{"time"')) {
      const entry = JSON.parse(line) as { level?: string; message?: string; context?: string };
      if (entry.level === 'error') message = `${entry.context ?? 'error'}: ${entry.message}`;
    } else if (/error|failed|could not/i.test(line)) message = line.slice(0, 200);
    if (message) messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  for (const [message, count] of [...messages].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  server: ${count} × ${message}`);
}

async function oneNode(onMail: (mail: ParsedMail) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admission-'));
  const sink = await startSmtpSink({ onMessage: onMail });
  const port = await freePort();
  const node = spawnCaptured(process.execPath, ['server/main.ts'], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    BUILD_DIR: PERF_BUILD_DIR,
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    SEED_DEMO: 'false',
    ...LOAD_SETTINGS,
  });
  await waitForLine(node.child, 'Serving ', node.output, 'the site');
  return {
    url: `http://localhost:${port}`,
    ca: undefined,
    outputs: () => [node.output()],
    stop: async () => {
      const exited = new Promise((resolve) => node.child.once('exit', resolve));
      node.child.kill('SIGTERM');
      await exited;
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

ensureBuild();
const files = {
  // A phone photo (1200×1600 JPEG, about 0.3 MB) and a scanned marksheet (about 0.5 MB).
  photo: new Uint8Array(
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  ),
  pdf: makePdf(`/Filler (${'0123456789'.repeat(50_000)})`),
};
let lost = 0;
for (const target of TARGETS) {
  for (const count of SIZES) {
    const box = mailbox();
    const site =
      target === 'one-node'
        ? await oneNode(box.hear)
        : await startCluster({ gateway: false, buildDir: PERF_BUILD_DIR, nodeSettings: LOAD_SETTINGS, onMail: box.hear });
    try {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: count }, (_, index) => student(site.url, site.ca, box, index, files)));
      const deployment = target === 'one-node' ? 'one node (SQLite, disk, http)' : 'nginx + two nodes (PostgreSQL, bucket, https)';
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const label = `${deployment}: ${count.toLocaleString('en-IN')} students at once, ${seconds} s in all`;
      lost += report(label, results);
      reportServerErrors('outputs' in site ? site.outputs() : [site.nodes.a.output(), site.nodes.b.output()]);
    } finally {
      await site.stop();
    }
  }
}
if (lost) {
  console.error(`\n${lost} admission form(s) lost without an answer the student could act on.`);
  process.exitCode = 1;
}
