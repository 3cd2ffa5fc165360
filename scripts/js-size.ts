// `npm run js-size`: JavaScript a public page makes the browser download, gzipped.
// For each page: every <script src>, <link rel=modulepreload>, every module an inline script
// imports (React Router's route modules), and, transitively, every static import of those files.
// Inline scripts (route manifest, context) count as one entry. Dynamic import() targets are not
// counted: they load later, on demand.
// Size = zlib gzip level 9 of the bytes the server sends. Budget: 100 KB (102,400 bytes) per page.
// Brotli (quality 11, what the server sends HTTPS browsers when assets are precompressed) is shown for information.
//   npm run js-size                  # builds into build-perf/ if needed, starts a fresh server
//   npm run js-size -- --url URL     # measures a server that is already running
//   npm run js-size -- --files       # also lists each file per page
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstId, targetServer } from './perf-server.ts';

export const JS_BUDGET_BYTES = 102_400;

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;
const INLINE_IMPORT = /import\s*(?:\(\s*)?(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    result[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? '';
  }
  return result;
}

/** URLs of the JavaScript a document loads up front (before following imports). */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(`<script ${match[1]}>`);
    if (attrs.src) urls.add(new URL(attrs.src, pageUrl).href);
    else if (!attrs.type || attrs.type === 'module' || attrs.type === 'text/javascript') {
      for (const imported of match[2]!.matchAll(INLINE_IMPORT)) urls.add(new URL(imported[1]!, pageUrl).href);
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    if (attrs.rel?.split(/\s+/).includes('modulepreload') && attrs.href) urls.add(new URL(attrs.href, pageUrl).href);
  }
  return [...urls];
}

export interface PageSize {
  path: string;
  files: Array<{ url: string; raw: number; gzip: number; brotli: number }>;
  raw: number;
  gzip: number;
  brotli: number;
}

const brotli = (bytes: Buffer | string) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function measurePage(baseUrl: string, path: string, cache = new Map<string, Buffer>()): Promise<PageSize> {
  const pageUrl = baseUrl + path;
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  const queue = scriptUrlsOf(html, pageUrl);
  const seen = new Set(queue);
  const files: PageSize['files'] = [];
  // Inline scripts (React Router's context and route manifest, scroll restoration) are JavaScript
  // too, though they travel inside the HTML: counted as one entry.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('\n');
  if (inline.trim()) files.push({ url: `${pageUrl}#inline-scripts`, raw: Buffer.byteLength(inline), gzip: gzipSync(inline, { level: 9 }).length, brotli: brotli(inline) });
  while (queue.length) {
    const url = queue.shift()!;
    let bytes = cache.get(url);
    if (!bytes) {
      // Ask for identity encoding: the budget is gzip -9 of the script itself, whatever the server does.
      const script = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      if (!script.ok) throw new Error(`${path}: ${url} → HTTP ${script.status}`);
      bytes = Buffer.from(await script.arrayBuffer());
      cache.set(url, bytes);
    }
    files.push({ url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli(bytes) });
    for (const imported of bytes.toString('utf8').matchAll(STATIC_IMPORT)) {
      const next = new URL(imported[1]!, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return {
    path,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
  };
}

export async function publicPages(baseUrl: string): Promise<string[]> {
  const courseId = await firstId(baseUrl, '/api/courses', 'courses');
  const newsId = await firstId(baseUrl, '/api/news-and-events/news', 'news');
  return ['/', '/about', '/courses', `/apply-course/${courseId}`, '/news', `/news/${newsId}`, '/contact', '/policies'];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const listFiles = process.argv.includes('--files');
  const target = await targetServer();
  let overBudget = false;
  try {
    const cache = new Map<string, Buffer>();
    const rows: PageSize[] = [];
    for (const path of await publicPages(target.url)) rows.push(await measurePage(target.url, path, cache));
    const width = Math.max(...rows.map((row) => row.path.length), 4);
    console.log(`\nJavaScript per public page (gzip -9 of the served bytes; budget ${JS_BUDGET_BYTES.toLocaleString('en')} bytes)\n`);
    console.log(`${'page'.padEnd(width)}  files  ${'raw'.padStart(9)}  ${'gzip bytes'.padStart(10)}  ${'gzip'.padStart(8)}  ${'brotli'.padStart(8)}  budget (gzip)`);
    for (const row of rows) {
      const ok = row.gzip <= JS_BUDGET_BYTES;
      if (!ok) overBudget = true;
      console.log(
        `${row.path.padEnd(width)}  ${String(row.files.length).padStart(5)}  ${kb(row.raw).padStart(9)}  ${row.gzip.toLocaleString('en').padStart(10)}  ${kb(row.gzip).padStart(8)}  ${kb(row.brotli).padStart(8)}  ${ok ? 'ok' : `OVER by ${kb(row.gzip - JS_BUDGET_BYTES)}`}`,
      );
      if (listFiles) {
        for (const file of [...row.files].sort((a, b) => b.gzip - a.gzip)) {
          const { pathname, hash } = new URL(file.url);
          console.log(`${''.padEnd(width)}    ${file.gzip.toLocaleString('en').padStart(8)}  ${hash ? hash.slice(1) : pathname}`);
        }
      }
    }
  } finally {
    await target.stop();
  }
  if (overBudget) {
    console.error('\nA page is over the JavaScript budget.');
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
