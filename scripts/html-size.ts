// `npm run html-size`: bytes of HTML the five public pages send (home, courses, a course, news, a
// news item): raw, and as sent to a browser (gzip, brotli), with the inline stylesheet's share.
// Informational (decision 040): asserts nothing.
//   npm run html-size                  # builds into build-perf/ if needed, starts a fresh server
//   npm run html-size -- --url URL     # measures a server that is already running
import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { firstId, targetServer } from './perf-server.ts';

/** The page as it travels to a browser that takes `encoding`, and its text. */
async function sent(url: string, encoding: 'br' | 'gzip') {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': encoding } }, resolve).once('error', reject),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const used = response.headers['content-encoding'];
  const text = (used === 'br' ? brotliDecompressSync(bytes) : used === 'gzip' ? gunzipSync(bytes) : bytes).toString();
  return { travelled: bytes.byteLength, text };
}

const target = await targetServer();
try {
  const courseId = await firstId(target.url, '/api/courses', 'courses');
  const newsId = await firstId(target.url, '/api/news-and-events/news', 'news');
  const rows = [['page', 'raw', 'inline CSS', 'gzip', 'brotli']];
  for (const path of ['/', '/courses', `/apply-course/${courseId}`, '/news', `/news/${newsId}`]) {
    const gzip = await sent(target.url + path, 'gzip');
    const br = await sent(target.url + path, 'br');
    const css = /<style\b[^>]*>([\s\S]*?)<\/style>/.exec(gzip.text)?.[1] ?? '';
    rows.push([path, Buffer.byteLength(gzip.text), Buffer.byteLength(css), gzip.travelled, br.travelled].map((cell) => cell.toLocaleString('en')));
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
} finally {
  await target.stop();
}
