// `npm run bench`: throughput of the production build as a ratio to a bare node:http hello-world
// measured in the same run (DESIGN.md §6). Each server runs in its own child process; autocannon
// runs in this process without worker threads, so on 2 cores the load generator and the server
// each get roughly one core. Numbers are informational: no timing assertion anywhere.
//   npm run bench
//   npm run bench -- --url http://127.0.0.1:4510        # an already running server
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_WARMUP=3 npm run bench
// Exits non-zero when a route answered with errors, timeouts or non-2xx statuses.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { findFreePort, targetServer, waitForHttp } from './perf-server.ts';

// autocannon ships no types (and @types/autocannon is not a dependency): the part used here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; pipelining: number }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/** Floors of issue 2 (share of the baseline's req/s); DESIGN.md aims at 60 % and 20 %. */
const TARGETS: Record<string, number> = { '/api/courses': 0.25, '/': 0.05 };

interface Measurement {
  name: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
}

async function run(name: string, url: string, duration: number): Promise<Measurement> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function measure(name: string, url: string): Promise<Measurement> {
  if (WARMUP > 0) await run(name, url, WARMUP);
  const measurement = await run(name, url, DURATION);
  console.error(`  ${name.padEnd(22)} ${Math.round(measurement.requestsPerSecond).toLocaleString('en').padStart(7)} req/s  p99 ${measurement.p99} ms`);
  return measurement;
}

const BASELINE_SOURCE = `
  const http = require('node:http');
  http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'text/plain' }); res.end('hello world'); })
    .listen(Number(process.argv[1]), '127.0.0.1');
`;

async function startBaseline() {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['-e', BASELINE_SOURCE, String(port)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 10_000, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function printTable(rows: Measurement[], baseline: number) {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'errors/non-2xx'];
  const lines = rows.map((row) => {
    const ratio = row.requestsPerSecond / baseline;
    const target = TARGETS[row.name];
    const verdict = target === undefined ? '' : `≥ ${target * 100} % ${ratio >= target ? 'met' : 'NOT met'}`;
    return [
      row.name,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      row.name.startsWith('baseline') ? '—' : `${(ratio * 100).toFixed(1)} %`,
      verdict,
      `${row.errors + row.timeouts}/${row.non2xx}`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const target = await targetServer();
  const baselineServer = await startBaseline();
  const rows: Measurement[] = [];
  try {
    console.error(`Measuring ${CONNECTIONS} connections × ${DURATION} s per route (after ${WARMUP} s warm-up), loopback:`);
    // The baseline is measured before and after the routes; their mean is the reference, which
    // evens out a noisy neighbour that comes or goes during the run.
    rows.push(await measure('baseline (before)', baselineServer.url));
    for (const path of ['/api/courses', '/', '/courses']) rows.push(await measure(path, target.url + path));
    rows.push(await measure('baseline (after)', baselineServer.url));
  } finally {
    await baselineServer.stop();
    await target.stop();
  }
  const baselines = rows.filter((row) => row.name.startsWith('baseline'));
  const baseline = baselines.reduce((sum, row) => sum + row.requestsPerSecond, 0) / baselines.length;
  console.log(
    `\nnode ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route; ratio = ` +
      `req/s ÷ mean baseline (${Math.round(baseline).toLocaleString('en')} req/s)\n`,
  );
  printTable(rows, baseline);
  const failed = rows.filter((row) => row.errors + row.timeouts + row.non2xx > 0);
  if (failed.length) {
    console.error(`\nErrors or non-2xx answers on: ${failed.map((row) => row.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
