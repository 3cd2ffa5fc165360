// `npm run js-size`: JavaScript a public page makes the browser download, gzipped, in English, Hindi
// and Marathi (each page under /hi and /mr too).
// For each page: every <script src>, <link rel=modulepreload>, every module an inline script
// imports (React Router's route modules, also from the hydration module the page starts after its
// first paint), and, transitively, every static import of those files.
// Inline scripts (route manifest, context, loader data) count as one entry; JSON-LD data does not.
// Dynamic import() targets are not counted: they load later, on demand.
// Size = zlib gzip level 9 of the bytes the server sends, split three ways:
//   framework  the framework chunk of vite.config.ts (React, React DOM, React Router's runtime);
//   own        every other module: our code (routes, components, the libraries they import);
//   inline     the inline scripts React Router writes into the page (its context, route manifest
//              and the page's loader data).
// Budgets (decision 010, DESIGN.md §6): at most 125 KB (128,000 bytes) per page in all, and our own
// code at most 18 KB (18,432 bytes) of it. Exits non-zero when a page is over either.
// Brotli (quality 11, what the server sends HTTPS browsers when assets are precompressed) is shown for information.
//   npm run js-size                  # builds into build-perf/ if needed, starts a fresh server
//   npm run js-size -- --url URL     # measures a server that is already running
//   npm run js-size -- --files       # also lists each file per page
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES, pathInLocale } from '../app/modules/i18n/locales.ts';
import { HYDRATION_MODULE_ID } from '../app/utils/hydration-module-id.ts';
import { firstId, targetServer } from './perf-server.ts';

export const JS_BUDGET_BYTES = 128_000;
export const OWN_JS_BUDGET_BYTES = 18_432;
/** The chunk vite.config.ts groups React, React DOM and the React Router runtime into. */
const FRAMEWORK_FILE = /\/assets\/framework-[\w-]+\.js$/;

export type JsKind = 'framework' | 'own' | 'inline';
export const kindOf = (url: string): JsKind => (url.endsWith('#inline-scripts') ? 'inline' : FRAMEWORK_FILE.test(new URL(url).pathname) ? 'framework' : 'own');

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
    else if (!attrs.type || attrs.type === 'module' || attrs.type === 'text/javascript' || attrs.id === HYDRATION_MODULE_ID) {
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
  files: Array<{ url: string; kind: JsKind; raw: number; gzip: number; brotli: number }>;
  raw: number;
  gzip: number;
  brotli: number;
  /** gzip bytes by kind */
  framework: number;
  own: number;
  inline: number;
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
  // Inline scripts (React Router's context and route manifest, scroll restoration, the hydration
  // module the starter runs) are JavaScript too, though they travel inside the HTML: counted as one
  // entry. Structured data for search engines (application/ld+json) is a script element the browser
  // never runs: not counted.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('\n');
  if (inline.trim())
    files.push({
      url: `${pageUrl}#inline-scripts`,
      kind: 'inline',
      raw: Buffer.byteLength(inline),
      gzip: gzipSync(inline, { level: 9 }).length,
      brotli: brotli(inline),
    });
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
    files.push({ url, kind: kindOf(url), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli(bytes) });
    for (const imported of bytes.toString('utf8').matchAll(STATIC_IMPORT)) {
      const next = new URL(imported[1]!, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const gzipOf = (kind: JsKind) => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0);
  return {
    path,
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
    framework: gzipOf('framework'),
    own: gzipOf('own'),
    inline: gzipOf('inline'),
  };
}

export async function publicPages(baseUrl: string): Promise<string[]> {
  const courseId = await firstId(baseUrl, '/api/courses', 'courses');
  const newsId = await firstId(baseUrl, '/api/news-and-events/news', 'news');
  return ['/', '/about', '/courses', `/apply-course/${courseId}`, '/news', `/news/${newsId}`, '/contact', '/policies'];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (bytes: number) => bytes.toLocaleString('en');

/** What is over budget on a page, in words; empty when it is within both budgets. */
export function overBudget(row: Pick<PageSize, 'gzip' | 'own'>): string[] {
  const over: string[] = [];
  if (row.gzip > JS_BUDGET_BYTES) over.push(`total over by ${n(row.gzip - JS_BUDGET_BYTES)}`);
  if (row.own > OWN_JS_BUDGET_BYTES) over.push(`own code over by ${n(row.own - OWN_JS_BUDGET_BYTES)}`);
  return over;
}

async function main() {
  const listFiles = process.argv.includes('--files');
  const target = await targetServer();
  let failed = false;
  try {
    const cache = new Map<string, Buffer>();
    const rows: PageSize[] = [];
    // Every page in every language (decision 043): a page's texts come with it, in its language.
    for (const locale of LOCALES) for (const path of await publicPages(target.url)) rows.push(await measurePage(target.url, pathInLocale(path, locale), cache));
    const width = Math.max(...rows.map((row) => row.path.length), 4);
    console.log(
      `\nJavaScript per public page, gzip -9 bytes of the served files (budgets: ${n(JS_BUDGET_BYTES)} in all, ${n(OWN_JS_BUDGET_BYTES)} own code)\n`,
    );
    console.log(
      `${'page'.padEnd(width)}  files  ${'total'.padStart(8)}  ${'framework'.padStart(9)}  ` +
        `${'own'.padStart(7)}  ${'inline'.padStart(7)}  ${'brotli'.padStart(8)}  budget`,
    );
    for (const row of rows) {
      const over = overBudget(row);
      if (over.length) failed = true;
      console.log(
        `${row.path.padEnd(width)}  ${String(row.files.length).padStart(5)}  ` +
          `${n(row.gzip).padStart(8)}  ${n(row.framework).padStart(9)}  ${n(row.own).padStart(7)}  ` +
          `${n(row.inline).padStart(7)}  ${kb(row.brotli).padStart(8)}  ` +
          `${over.length ? `OVER: ${over.join(', ')}` : 'ok'}`,
      );
      if (listFiles) {
        for (const file of [...row.files].sort((a, b) => b.gzip - a.gzip)) {
          const { pathname, hash } = new URL(file.url);
          console.log(`${''.padEnd(width)}    ${n(file.gzip).padStart(8)}  ${file.kind.padEnd(9)}  ${hash ? hash.slice(1) : pathname}`);
        }
      }
    }
  } finally {
    await target.stop();
  }
  if (failed) {
    console.error('\nA page is over the JavaScript budget.');
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
