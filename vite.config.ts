import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { linguiPlugins } from './lingui.vite.ts';

// React, React DOM and the React Router runtime are needed by every page: one chunk instead of four
// saves the cross-chunk import/export lists and compresses better (about 4 KB gzipped per page,
// docs/performance.md).
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

// Schema modules (app/modules/*/*.schemas.ts) only declare zod schemas and limits. Declared free of
// side effects, a route module whose component uses none of their exports (the schema serves only
// its action or loader) no longer drags zod (~23 KB gzipped) into the browser.
const SIDE_EFFECT_FREE = /[\\/]app[\\/]modules[\\/].+\.schemas\.ts$/;

// Every page has loaded the framework chunk and the bundler's runtime before any code of ours runs
// (entry.client imports both): a lazily loaded module need not list them among the files to
// preload with it, a list each chunk with a dynamic import() otherwise carries (decision 010).
const ALWAYS_LOADED = /^assets\/(framework|rolldown-runtime)-[\w-]+\.js$/;

// Every page loads the root route and every public page the site layout, each with all it imports
// statically (header, footer, dialogs' triggers, toasts, icons …). Left to the bundler, those
// modules came as a dozen small chunks cut by which other routes share them: six more requests and
// about 1.3 KB more gzip per public page (docs/performance.md). They go into one `site-shell` chunk
// (6.5 KB gzipped), which dashboard pages load too: 3.5–4.5 KB more there, where no budget is tight.
const SHELL_ROUTES = ['app/root.tsx', 'app/routes/_site/layout.tsx'].map((path) => fileURLToPath(new URL(`./${path}`, import.meta.url)));
const APP_MODULE = /[\\/]app[\\/]/;

/** Names the chunk of a module the root route or the site layout imports, directly or not. */
function siteShellChunk(): Rolldown.CodeSplittingNameFunction {
  // Computed once per chunking pass (the pass reuses its module records: one of them is the key).
  let shell: { pass: Rolldown.ModuleInfo | null; modules: Set<string> } | undefined;
  const modulesOfShell = (graph: Rolldown.ChunkingContext) => {
    const reached = new Set<string>();
    const follow = (id: string) => {
      if (reached.has(id)) return;
      reached.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) follow(imported);
    };
    for (const route of SHELL_ROUTES) follow(route);
    // The route modules stay the entries React Router loads; what they import joins the chunk.
    return new Set([...reached].filter((id) => APP_MODULE.test(id) && !SHELL_ROUTES.includes(id)));
  };
  return (id, graph) => {
    const pass = graph.getModuleInfo(SHELL_ROUTES[0]!);
    if (!shell || shell.pass !== pass) shell = { pass, modules: modulesOfShell(graph) };
    return shell.modules.has(id) ? 'site-shell' : null;
  };
}

// Writes .br and .gz beside each compressible client asset, so the server sends hashed assets
// compressed without spending CPU per request (serveStatic's `precompressed` option).
function precompressAssets(): Plugin {
  return {
    name: 'institute:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      if (!options.dir) return;
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir)) {
          const path = join(dir, entry);
          if (statSync(path).isDirectory()) {
            if (!entry.startsWith('.')) walk(path);
          } else if (/\.(js|mjs|css|svg|json|txt|xml|html)$/.test(entry) && statSync(path).size >= 1024) {
            const bytes = readFileSync(path);
            writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            );
          }
        }
      };
      walk(options.dir);
    },
  };
}

// `npm run dev` (Vite in middleware mode, server/main.ts) serves files under the project root:
// never the data folder, a database file or a secrets folder, wherever they are. Vite's own
// defaults come first (setting `deny` replaces them). server/main.ts adds DATA_DIR's resolved path,
// which may be anywhere. Denied files answer 403, on plain paths, /@fs/ and ?raw/?url/?import alike.
const ROOT = fileURLToPath(new URL('.', import.meta.url))
  .replace(/\/$/, '')
  .replace(/[*?[\]{}()!+@]/g, '\\$&');
const DEV_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem}',
  '**/.git/**',
  `${ROOT}/data`,
  `${ROOT}/data/**`,
  '*.{db,sqlite,sqlite3}',
  '*.{db,sqlite,sqlite3}-{wal,shm,journal}',
  '**/secrets',
  '**/secrets/**',
];

// The Hono app (server/app.ts) is the SSR build's entry: API routes, route modules and the
// database handle share one module graph (see docs/architecture.md).
export default defineConfig({
  plugins: [...linguiPlugins(), tailwindcss(), reactRouter(), precompressAssets()],
  server: { fs: { deny: DEV_DENY } },
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // The default entry of react-toastify 11 injects its whole stylesheet from JavaScript at
      // runtime (~5 KB gzipped); the lazily loaded toast container imports ReactToastify.css
      // instead (app/components/site/toast-container.tsx), so every import gets the otherwise
      // identical 'unstyled' entry (one module, one toast store).
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  environments: {
    client: {
      build: {
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: siteShellChunk(), debugName: 'site-shell', priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
});
