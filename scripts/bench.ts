// `npm run bench`: throughput of the production build as a ratio to two baselines measured in the
// same run (DESIGN.md §6): a bare node:http hello-world, and bare node:http sending the very bytes
// (status, headers and compressed body) the app sent for each page, i.e. the cost of the bytes
// alone. Requests say what a browser says (Accept-Encoding: gzip, deflate, br), so a page is
// measured in the form browsers get. Each server runs in its own child process; the load comes from
// wrk (Debian's package `wrk`) on one thread, so on 2 cores the load generator and the server each
// get roughly one core. wrk reads answers without decoding them: autocannon, used before, turned
// every body into a JavaScript string and, on a brotli page, spent 79 % of its core doing so, which
// capped every server at ~4,000 answers/s (docs/decisions/050-bench-load-from-wrk.md).
// Numbers are informational: no timing assertion anywhere.
//   npm run bench
//   npm run bench -- --url http://127.0.0.1:4510        # an already running server
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_WARMUP=3 npm run bench
// Exits non-zero when a route answered with errors, timeouts or non-2xx statuses.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePort, targetServer, waitForHttp } from './perf-server.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/** What a browser asks for; the pages are measured in the form browsers get. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** Floors, as shares of the hello-world baseline's req/s (issue 2; DESIGN.md aims at 60 % and 20 %). */
const TARGETS: Record<string, number> = { '/api/courses': 0.25, '/': 0.2, '/courses': 0.2 };
/** Floors, as shares of the same-bytes baseline's req/s: a cached page costs little more than its bytes. */
const SAME_BYTES_TARGETS: Record<string, number> = { '/': 0.5, '/courses': 0.5 };
const ROUTES = ['/api/courses', '/', '/courses'];

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
  /** req/s of bare node:http sending this route's bytes, measured in the same run. */
  sameBytes?: number;
}

// wrk prints this one line of JSON when a run ends (its Lua `done` hook): totals, not a summary to parse.
const WRK_REPORT = `done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"microseconds":%d,"errors":%d,"timeouts":%d,"non2xx":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write, e.timeout, e.status, latency:percentile(50), latency:percentile(99)))
end`;
let wrkScript: string | undefined;

/** Runs wrk in the background: this process goes on reading the server's output meanwhile, as a log collector would. */
async function run(name: string, url: string, duration: number): Promise<Measurement> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([header, value]) => ['-H', `${header}: ${value}`]);
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '-s', wrkScript!, ...headers, url];
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`wrk failed on ${url}: ${error.stderr || error.message}`);
  });
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requests: number;
    microseconds: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    p50: number;
    p99: number;
  };
  return {
    name,
    url,
    requestsPerSecond: report.requests / (report.microseconds / 1e6),
    p50: Math.round(report.p50 / 100) / 10,
    p99: Math.round(report.p99 / 100) / 10,
    errors: report.errors,
    timeouts: report.timeouts,
    non2xx: report.non2xx,
    requests: report.requests,
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

// Answers each path with the status, headers and body the app sent for it (read from a JSON file).
const SAME_BYTES_SOURCE = `
  const http = require('node:http');
  const answers = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8')))
    .map(([path, { status, headers, body }]) => [path, { status, headers, body: Buffer.from(body, 'base64') }]));
  http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }).listen(Number(process.argv[1]), '127.0.0.1');
`;

/** What the app answers a browser for each route: status, headers (less per-connection ones) and body bytes. */
async function recordAnswers(baseUrl: string, paths: string[]) {
  const answers: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const path of paths) {
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(baseUrl + path, { headers: BROWSER_HEADERS }, resolve).once('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(response.headers).filter(([name, value]) => typeof value === 'string' && !['connection', 'keep-alive', 'date'].includes(name)),
    ) as Record<string, string>;
    answers[path] = { status: response.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') };
  }
  return answers;
}

async function startBaseline(...args: string[]) {
  const port = await findFreePort();
  const source = args.length ? SAME_BYTES_SOURCE : BASELINE_SOURCE;
  const child = spawn(process.execPath, ['-e', source, String(port), ...args], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 10_000, child);
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

const verdict = (ratio: number, target: number | undefined) => (target === undefined ? '' : `≥ ${target * 100} % ${ratio >= target ? 'met' : 'NOT met'}`);

function printTable(rows: Measurement[], baseline: number) {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'same bytes', 'ratio', 'target', 'errors/non-2xx'];
  const lines = rows.map((row) => {
    const ratio = row.requestsPerSecond / baseline;
    const sameBytesRatio = row.sameBytes ? row.requestsPerSecond / row.sameBytes : 0;
    const isBaseline = row.name.startsWith('baseline');
    return [
      row.name,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50),
      String(row.p99),
      isBaseline ? '—' : `${(ratio * 100).toFixed(1)} %`,
      verdict(ratio, TARGETS[row.name]),
      row.sameBytes ? Math.round(row.sameBytes).toLocaleString('en') : '—',
      row.sameBytes ? `${(sameBytesRatio * 100).toFixed(1)} %` : '—',
      row.sameBytes ? verdict(sameBytesRatio, SAME_BYTES_TARGETS[row.name]) : '',
      `${row.errors + row.timeouts}/${row.non2xx}`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 || i === 5 || i === 8 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('npm run bench needs wrk, the HTTP load generator: apt-get install wrk (Debian).');
    process.exit(1);
  }
  const target = await targetServer();
  const answersFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'answers.json');
  wrkScript = join(dirname(answersFile), 'report.lua');
  writeFileSync(wrkScript, WRK_REPORT);
  writeFileSync(answersFile, JSON.stringify(await recordAnswers(target.url, ROUTES)));
  const baselineServer = await startBaseline();
  const sameBytesServer = await startBaseline(answersFile);
  const rows: Measurement[] = [];
  try {
    console.error(`Measuring ${CONNECTIONS} connections × ${DURATION} s per route (after ${WARMUP} s warm-up), loopback:`);
    // The baseline is measured before and after the routes; their mean is the reference, which
    // evens out a noisy neighbour that comes or goes during the run. Each route's same-bytes
    // baseline is measured right after the route.
    rows.push(await measure('baseline (before)', `${baselineServer.url}/`));
    for (const path of ROUTES) {
      const row = await measure(path, target.url + path);
      row.sameBytes = (await measure(`  same bytes as ${path}`, sameBytesServer.url + path)).requestsPerSecond;
      rows.push(row);
    }
    rows.push(await measure('baseline (after)', `${baselineServer.url}/`));
  } finally {
    await Promise.all([baselineServer.stop(), sameBytesServer.stop()]);
    await target.stop();
    rmSync(dirname(answersFile), { recursive: true, force: true });
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
