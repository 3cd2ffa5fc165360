// `npm run bench:payments`: fee payments under load (issue 10). A production build on a fresh
// database with the simulated gateway (a local Razorpay in the same process, decision 023); 200
// students at once each create an order, pay it in the TEST checkout (POST
// /simulated-gateway/checkout/pay, which also sends the gateway's webhooks) and verify it. Prints
// p50/p95/p99 of create-order and verify-payment beside a baseline measured in the same run (GET
// /api/courses at the same concurrency, before and after), the errors (must be 0) and the money
// counted (the ledger must hold exactly what the orders paid, once, after the webhooks too).
// On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. Numbers are informational; the exit
// code is non-zero only for errors or money miscounted.
//   npm run bench:payments                                   # SQLite
//   node scripts/with-postgres.ts npm run bench:payments     # SQLite, then PostgreSQL
//   BENCH_STUDENTS=50 BENCH_BASELINE_ROUNDS=3 npm run bench:payments
// Each database runs in its own child process: the app's `db` (used here to make the students and
// count the money) is opened once, from the environment, like the server's.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/setup/databases.ts';
import { startPerfServer } from './perf-server.ts';
import { percentile } from './bench-stats.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const BASELINE_ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 5);
const child = process.argv[2] === '--child';

type Timings = { name: string; ms: number[]; errors: string[] };
const timings = (name: string): Timings => ({ name, ms: [], errors: [] });

/** One request, timed; a non-2xx answer or a failure to connect is an error of that step. */
async function timed<T>(into: Timings, send: () => Promise<Response>): Promise<T | null> {
  const started = performance.now();
  try {
    const response = await send();
    const body = (await response.json()) as T;
    into.ms.push(performance.now() - started);
    if (!response.ok) {
      into.errors.push(`${response.status} ${JSON.stringify(body)}`);
      return null;
    }
    return body;
  } catch (error) {
    into.errors.push(String(error));
    return null;
  }
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function runBenchmark(kind: string) {
  const server = await startPerfServer({
    env: Object.fromEntries(
      ['DATABASE_URL', 'DATA_DIR', 'PAYMENT_GATEWAY', 'AUTH_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].map((name) => [
        name,
        process.env[name]!,
      ]),
    ),
  });
  // Imported once the server has migrated the database.
  const { db } = await import('~/db/db.server');
  const { signedInStudent } = await import('../tests/student-session.ts');
  const { insertApplication, insertCourse } = await import('../tests/enrolment.ts');
  try {
    // A course of ₹50,000 and one application per student; each pays ₹500–₹549.99 now.
    const now = Date.now();
    const courseId = await insertCourse(db, { title: 'Bench: Hospital Management', fees_paise: 50_000_00, visible: 0, now });
    const students: Array<{ headers: Record<string, string>; applicationId: string; amount: string }> = [];
    for (let i = 0; i < STUDENTS; i++) {
      const student = await signedInStudent({ name: `Bench Student ${i}` });
      const applicationId = await insertApplication(db, { userId: student.userId, courseId, now });
      students.push({ headers: student.headers, applicationId, amount: `${500 + (i % 50)}.${String(i % 100).padStart(2, '0')}` });
    }

    const baseline = timings('baseline GET /api/courses');
    const baselineRounds = async () => {
      for (let round = 0; round < BASELINE_ROUNDS; round++) await Promise.all(students.map(() => timed(baseline, () => fetch(`${server.url}/api/courses`))));
    };
    const createOrder = timings('create-order');
    const checkout = timings('checkout/pay (gateway)');
    const verify = timings('verify-payment');

    console.error(`${kind}: ${STUDENTS} students at once: create-order → TEST checkout pay → verify-payment …`);
    await baselineRounds();
    const started = performance.now();
    await Promise.all(
      students.map(async (student) => {
        const created = await timed<{ order: { id: string } }>(createOrder, () =>
          postJson(`${server.url}/api/users/create-order`, { amount: student.amount, applicationId: student.applicationId }, student.headers),
        );
        if (!created) return;
        const signed = await timed<Record<string, string>>(checkout, () =>
          postJson(`${server.url}/simulated-gateway/checkout/pay`, {
            key: process.env.RAZORPAY_KEY_ID,
            order_id: created.order.id,
            outcome: 'success',
            method: 'upi',
          }),
        );
        if (!signed) return;
        await timed(verify, () => postJson(`${server.url}/api/users/verify-payment`, { ...signed, amountPaid: student.amount }, student.headers));
      }),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    await baselineRounds();

    // Money: what the students asked to pay, what the orders say was paid, what the ledger holds.
    const asked = students.reduce((sum, student) => sum + Math.round(Number(student.amount) * 100), 0);
    const count = async () => {
      const ledger = await db
        .selectFrom('payments')
        .select((eb) => [eb.fn.countAll().as('rows'), eb.fn.sum<string>('amount_paise').as('paise')])
        .where('kind', '=', 'payment')
        .executeTakeFirstOrThrow();
      const orders = await db
        .selectFrom('payment_orders')
        .select((eb) => [eb.fn.countAll().as('rows'), eb.fn.sum<string>('amount_paise').as('paise')])
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      const totals = await db
        .selectFrom('applications')
        .select((eb) => eb.fn.sum<string>('fees_paid_paise').as('paise'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      return {
        ledgerRows: Number(ledger.rows),
        ledgerPaise: Number(ledger.paise ?? 0),
        paidOrders: Number(orders.rows),
        ordersPaise: Number(orders.paise ?? 0),
        paidTotalsPaise: Number(totals.paise ?? 0),
      };
    };
    const afterVerify = await count();
    // The gateway's webhooks for the same payments arrive too: wait until they are delivered (or
    // given up), then count again. Money counted once means nothing moved.
    const deadline = Date.now() + 60_000;
    let pending = Number.POSITIVE_INFINITY;
    while (Date.now() < deadline) {
      const row = await db
        .selectFrom('simulated_gateway_webhooks')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('delivered_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .executeTakeFirstOrThrow();
      pending = Number(row.n);
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const afterWebhooks = await count();

    const rows = [baseline, createOrder, checkout, verify].map((t) => {
      const sorted = [...t.ms].sort((a, b) => a - b);
      return { name: t.name, n: t.ms.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), errors: t.errors.length };
    });
    const baseP99 = rows[0]!.p99;
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    console.log(
      `\n${kind} (node ${process.version}, ${STUDENTS} concurrent students, ${wallSeconds.toFixed(1)} s for all payments; ratio = p99 ÷ baseline p99)`,
    );
    console.log(
      ['step'.padEnd(28), 'n'.padStart(5), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7)].join(
        ' ',
      ),
    );
    for (const row of rows) {
      const ratio = row === rows[0] ? '—' : `${(row.p99 / baseP99).toFixed(1)}×`;
      console.log(
        [
          row.name.padEnd(28),
          String(row.n).padStart(5),
          ...[row.p50, row.p95, row.p99].map((ms) => ms.toFixed(1).padStart(8)),
          ratio.padStart(7),
          String(row.errors).padStart(7),
        ].join(' '),
      );
    }
    console.log(
      `money: asked ${rupees(asked)}; after verify: ledger ${afterVerify.ledgerRows} rows ${rupees(afterVerify.ledgerPaise)}, paid orders ` +
        `${afterVerify.paidOrders} ${rupees(afterVerify.ordersPaise)}, paid totals ${rupees(afterVerify.paidTotalsPaise)}; after the webhooks ` +
        `(${pending === 0 ? 'all delivered' : `${pending} still pending`}): ledger ${afterWebhooks.ledgerRows} rows ${rupees(afterWebhooks.ledgerPaise)}`,
    );
    const errors = [baseline, createOrder, checkout, verify].flatMap((t) => t.errors.slice(0, 3).map((error) => `${t.name}: ${error}`));
    for (const error of errors) console.error(`  error: ${error}`);
    const counted = [afterVerify, afterWebhooks].every(
      (c) => c.ledgerRows === STUDENTS && c.paidOrders === STUDENTS && c.ledgerPaise === asked && c.ordersPaise === asked && c.paidTotalsPaise === asked,
    );
    if (errors.length || !counted) {
      console.error(`${kind}: ${errors.length ? 'requests failed' : ''}${!counted ? ' money miscounted' : ''}`);
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    await server.stop();
  }
}

// Last: the helpers above are defined before the top-level await runs them.
if (!child) {
  const kinds = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
  for (const kind of kinds) {
    const dir = mkdtempSync(join(tmpdir(), `bench-payments-${kind}-`));
    const pgName = `bench_payments_${process.pid}`;
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName) : `file:${join(dir, 'bench.db')}`;
    try {
      // The server and this script's child share the database and the secrets (so a session made
      // here is one the server knows, and the checkout is paid with the server's key id).
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        PAYMENT_GATEWAY: 'simulated',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        RAZORPAY_KEY_ID: `rzp_test_${randomBytes(7).toString('hex')}`,
        RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
        RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
      };
      const result = spawnSync(process.execPath, ['--import', './scripts/register-app-imports.ts', 'scripts/bench-payments.ts', '--child', kind], {
        env,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exitCode = result.status ?? 1;
    } finally {
      if (kind === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
      rmSync(dir, { recursive: true, force: true });
    }
  }
} else {
  await runBenchmark(process.argv[3] ?? 'sqlite');
}
