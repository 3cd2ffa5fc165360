// `npm run bench:exports`: the finance exports at scale (issue 11, docs/decisions/030-exports.md).
// Seeds 100,000 applications and 300,000 ledger rows spread over three years, then exports the full
// ledger (CSV and Excel) and the applications list (CSV and Excel), each in a fresh child process
// that writes the export to nothing, as the server writes it to a client. For each: p50/p95 time
// and the PEAK RSS of that child, sampled from /proc every 10 ms and checked against the kernel's
// high-water mark (getrusage). Baseline in the same run: the same exports over the first tenth of
// the days (30,000 ledger rows, 10,000 applications).
// Peak RSS also counts garbage: V8 lets it pile up far above what is live while a fast client keeps
// the export allocating, and how far depends on timing. So each export runs once more with a full
// garbage collection every 250 ms, and reports the most memory that was still LIVE after one
// (JavaScript heap plus Buffers): constant memory means that figure is the same for the tenth and
// for the whole.
//   npm run bench:exports                                   # SQLite
//   node scripts/with-postgres.ts npm run bench:exports     # SQLite, then PostgreSQL
//   BENCH_RUNS=5 BENCH_APPLICATIONS=20000 npm run bench:exports
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';
import { percentile } from './bench-stats.ts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const LEDGER_ROWS = APPLICATIONS * 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAY_MS = 86_400_000;
const SPAN_DAYS = 3 * 365;
// The seeded rows start on 1 April 2023 (India) and cover SPAN_DAYS days.
const FIRST_DAY = '2023-04-01';
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const LAST_DAY = dayAfter(FIRST_DAY, SPAN_DAYS - 1);
const TENTH_DAY = dayAfter(FIRST_DAY, Math.floor(SPAN_DAYS / 10) - 1);

const appImports = ['--import', './scripts/register-app-imports.ts'];

/** Child: migrate and seed the database of DATABASE_URL in batches. */
async function seed() {
  const { db, dialect } = await import('~/db/db.server');
  const { migrateToLatest } = await import('../db/migrate.ts');
  const { newId } = await import('~/utils/ids');
  await migrateToLatest(db);
  const start = Date.parse(`${FIRST_DAY}T00:00:00+05:30`);
  const spanMs = SPAN_DAYS * DAY_MS;
  const courses = Array.from({ length: 12 }, (_, index) => ({
    id: newId(start + index),
    title: `Bench Course ${index + 1}`,
    description: '',
    eligibility: 'HSC',
    fees_paise: (30_000 + index * 5_000) * 100,
    images: '[]',
    visible: 0,
    duration: null,
    created_at: start,
    updated_at: start,
  }));
  await db.insertInto('courses').values(courses).execute();
  const methods = ['upi', 'cash', 'cheque', 'bank-transfer', 'card', 'netbanking'];
  const batch = 1000;
  for (let from = 0; from < APPLICATIONS; from += batch) {
    const users = [];
    const applications = [];
    const payments = [];
    for (let index = from; index < Math.min(from + batch, APPLICATIONS); index += 1) {
      const at = start + Math.floor((index / APPLICATIONS) * spanMs);
      const userId = newId(at);
      const course = courses[index % courses.length]!;
      const authAt = dialect === 'postgres' ? new Date(at) : new Date(at).toISOString();
      users.push({
        id: userId,
        name: `Student ${index}, "Bench"`,
        email: `bench-${index}@example.org`,
        email_verified: dialect === 'postgres' ? true : 1,
        image: null,
        created_at: authAt,
        updated_at: authAt,
      });
      const applicationId = newId(at);
      let paid = 0;
      for (let n = 0; n < 3; n += 1) {
        const kind = n === 2 && index % 10 === 0 ? 'refund' : 'payment';
        const amount = kind === 'refund' ? -50_000 : 500_000 + (index % 997);
        paid += amount;
        const rowAt = at + n * 7 * DAY_MS > start + spanMs - 1 ? at : at + n * 7 * DAY_MS;
        payments.push({
          id: newId(rowAt),
          application_id: applicationId,
          student_id: userId,
          kind,
          source: 'staff',
          gateway: null,
          method: methods[(index + n) % methods.length]!,
          amount_paise: amount,
          currency: 'INR',
          gateway_order_id: null,
          gateway_payment_id: null,
          gateway_refund_id: null,
          status: kind === 'refund' ? 'processed' : 'paid',
          receipt_number: kind === 'refund' ? null : `NIHM/BENCH/${String(index * 3 + n).padStart(7, '0')}`,
          note: index % 50 === 0 ? '=1+1 needs care' : null,
          created_by: 'admin:bench',
          created_at: rowAt,
          reference: `UTR${index}${n}`,
          reference_bank: null,
          paid_on: null,
          related_payment_id: null,
        } as const);
      }
      applications.push({
        id: applicationId,
        user_id: userId,
        course_id: course.id,
        status: index % 7 === 0 ? 'Rejected' : index % 3 === 0 ? 'Pending' : 'Accepted',
        fees_paid_paise: paid,
        fee_status_mark: null,
        receipt_file_id: null,
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('applications').values(applications).execute();
    for (let part = 0; part < payments.length; part += 1000)
      await db
        .insertInto('payments')
        .values(payments.slice(part, part + 1000))
        .execute();
  }
  await db.destroy();
}

/** Child: one export written to a sink that drops the bytes (as a fast client would take them). */
async function exportOnce(report: 'ledger' | 'applications', format: 'csv' | 'xlsx', from: string, to: string) {
  const { csvStream, xlsxStream } = await import('~/modules/exports/table-stream.server');
  const { LEDGER_COLUMNS, ledgerPages } = await import('~/modules/exports/ledger-export.server');
  const { APPLICATION_COLUMNS, applicationPages } = await import('~/modules/exports/applications-export.server');
  const { db } = await import('~/db/db.server');
  const range = { from, to };
  const columns = report === 'ledger' ? LEDGER_COLUMNS : APPLICATION_COLUMNS;
  const pages = report === 'ledger' ? ledgerPages({ range }) : applicationPages({ range });
  const live = sampleLiveMemory();
  const started = performance.now();
  const stream = format === 'csv' ? csvStream(columns, pages) : xlsxStream(columns, pages, 'Bench');
  let bytes = 0;
  await stream.pipeTo(
    Writable.toWeb(
      new Writable({
        write(chunk: Uint8Array, _encoding, done) {
          bytes += chunk.byteLength;
          done();
        },
      }),
    ),
  );
  const ms = performance.now() - started;
  const liveMb = live?.stop() ?? null;
  await db.destroy();
  process.stdout.write(JSON.stringify({ ms, bytes, maxRssKb: process.resourceUsage().maxRSS, liveMb }));
}

/** With --expose-gc: collects every 250 ms and keeps the most memory still in use after a collection. */
function sampleLiveMemory(): { stop: () => number } | null {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return null;
  let peak = 0;
  const sample = () => {
    collect();
    const { heapUsed, external } = process.memoryUsage(); // external includes the Buffers
    peak = Math.max(peak, heapUsed + external);
  };
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak / 1_048_576;
    },
  };
}

/** Parent: runs one export in a child and samples the child's RSS until it ends. */
function measure(
  env: NodeJS.ProcessEnv,
  args: string[],
  nodeFlags: string[] = [],
): Promise<{ ms: number; bytes: number; peakRssMb: number; maxRssMb: number; liveMb: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, ...appImports, 'scripts/bench-exports.ts', '--export', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let peakKb = 0;
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const sampler = setInterval(() => {
      try {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (rss) peakKb = Math.max(peakKb, Number(rss[1]));
      } catch {
        // the child has just ended
      }
    }, 10);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`export child ended with ${code}`));
      const result = JSON.parse(out) as { ms: number; bytes: number; maxRssKb: number; liveMb: number | null };
      resolve({ ms: result.ms, bytes: result.bytes, peakRssMb: peakKb / 1024, maxRssMb: result.maxRssKb / 1024, liveMb: result.liveMb });
    });
  });
}

async function bench(kind: string) {
  const dir = mkdtempSync(join(tmpdir(), `bench-exports-${kind}-`));
  const pgName = `bench_exports_${process.pid}`;
  const databaseUrl = kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName) : `file:${join(dir, 'bench.db')}`;
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_GATEWAY: 'simulated',
      RAZORPAY_KEY_ID: `rzp_test_${randomBytes(7).toString('hex')}`,
      RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
      RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    };
    const seeding = performance.now();
    const seeded = spawnSync(process.execPath, [...appImports, 'scripts/bench-exports.ts', '--seed'], { env, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding failed');
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(
      `\n${kind}: seeded ${APPLICATIONS.toLocaleString('en-IN')} applications and ${LEDGER_ROWS.toLocaleString('en-IN')} ledger rows in ${seconds} s`,
    );
    console.log('export                          days   runs   p50 s   p95 s   MB out   peak RSS MB (sampled / kernel max)   live MB');
    for (const [report, format] of [
      ['ledger', 'csv'],
      ['ledger', 'xlsx'],
      ['applications', 'csv'],
      ['applications', 'xlsx'],
    ] as const) {
      for (const [label, to] of [
        ['first tenth', TENTH_DAY],
        ['all', LAST_DAY],
      ] as const) {
        const results = [];
        for (let run = 0; run < RUNS; run += 1) results.push(await measure(env, [report, format, FIRST_DAY, to]));
        const times = results.map((r) => r.ms / 1000).sort((a, b) => a - b);
        const peak = Math.max(...results.map((r) => r.peakRssMb));
        const kernel = Math.max(...results.map((r) => r.maxRssMb));
        const days = label === 'all' ? SPAN_DAYS : Math.floor(SPAN_DAYS / 10);
        const seconds = [50, 95].map((p) => percentile(times, p).toFixed(2).padStart(7)).join(' ');
        const megabytes = (results[0]!.bytes / 1_048_576).toFixed(1).padStart(8);
        const name = `${report}.${format} (${label})`.padEnd(31);
        const { liveMb } = await measure(env, [report, format, FIRST_DAY, to], ['--expose-gc']);
        const rss = `${peak.toFixed(0)} / ${kernel.toFixed(0)}`.padEnd(36);
        console.log(`${name} ${String(days).padStart(5)} ${String(RUNS).padStart(6)} ${seconds} ${megabytes}   ${rss} ${liveMb?.toFixed(1)}`);
      }
    }
  } finally {
    if (kind === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--seed') await seed();
else if (process.argv[2] === '--export') {
  const [report, format, from, to] = process.argv.slice(3) as ['ledger' | 'applications', 'csv' | 'xlsx', string, string];
  await exportOnce(report, format, from, to);
} else {
  for (const kind of ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]) await bench(kind);
}
