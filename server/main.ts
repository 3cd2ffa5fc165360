// Process entry. Runs directly on Node 24 (type stripping): keep to erasable TypeScript and
// relative imports. Production serves the built app; NODE_ENV=development runs Vite in-process.
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { existsSync, realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

const isDev = process.env.NODE_ENV === 'development';
/** Connections the kernel may hold for us before we accept them (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

async function production() {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const built = await import(new URL(`../${buildDir}/server/index.js`, import.meta.url).href);
  warnWhenExposed(built.exposedLocalSiteWarning(built.env));
  await built.prepareDatabase();
  // E-mail leaves through the queue in our database (decision 022), simulated webhooks through
  // theirs: this process does its share (server/app.ts).
  const backgroundWork = built.startBackgroundWork();
  const root = new Hono();
  root.use('*', built.requestLog); // first: every answer, assets included, is logged with its request id
  // Files are served only from the build's client folder, under these three prefixes; DATA_DIR
  // never (public pictures and private documents go through /media and /files in server/app.ts).
  root.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Hashed assets go out as the .br/.gz files written at build time: no CPU per request.
  root.use('/assets/*', serveStatic({ root: `./${buildDir}/client`, precompressed: true }));
  root.use('/favicon.png', serveStatic({ root: `./${buildDir}/client` }));
  // Home carousel pictures (public/hero): fixed names, so cached for a month rather than forever.
  root.use('/hero/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=2592000');
  });
  root.use('/hero/*', serveStatic({ root: `./${buildDir}/client` }));
  // Pages and JSON are compressed on the fly (HTML shrinks ~5×; first paint on mobile data depends
  // on it), except answers from the anonymous cache, which keep their compressed forms (decision
  // 040). Skipped outright for clients that accept no encoding.
  const compressWhenAccepted = compress();
  root.use('*', (c, next) => (c.req.header('accept-encoding') ? compressWhenAccepted(c, next) : next()));
  root.route('/', built.app);
  const { PORT, HOST, APP_URL, isLocal, TRUST_PROXY } = built.env;
  const site = { appUrl: new URL(APP_URL), isLocal, trustProxy: TRUST_PROXY === 'true' };
  // A request answered before its body was read (a refusal, a busy upload gate) is drained by Node
  // until the client has sent it all, so the client reads the answer instead of a reset; the
  // adapter's own clean-up would close such a connection after 500 ms, mid-upload on a slow phone.
  const answer = getRequestListener(root.fetch, { autoCleanupIncoming: false });
  const server = createServer((incoming, outgoing) => {
    // Every request is the public origin's (server/public-origin.ts): behind a TLS proxy as on localhost.
    // A fresh cached page then goes out at once (server/cached-answer.ts); an absolute-form target
    // (never sent by browsers or our proxy) is left to the adapter, which validates it.
    const originForm = incoming.url?.startsWith('/') === true;
    const { redirectTo } = built.addressRequest(incoming, site);
    if (redirectTo) outgoing.writeHead(308, { Location: redirectTo, 'Cache-Control': 'no-store' }).end();
    else if (!(originForm && built.answerFromCache(incoming, outgoing))) void answer(incoming, outgoing);
    outgoing.once('finish', () => {
      if (!incoming.readableEnded) incoming.resume();
    });
  });
  keepConnectionsLongerThanProxies(server);
  // A crowd connecting at once (admission day) queues in the kernel instead of having its
  // connections dropped: Node's default backlog is 511, and 2,000 students at once found it full.
  server.listen({ port: PORT, host: HOST, backlog: LISTEN_BACKLOG }, () => console.log(`Serving ${APP_URL} (listening on ${HOST}:${PORT})`));
  // SIGTERM (process managers, the test harness): stop accepting, let requests in flight finish for
  // up to 10 s, let the mail pass and background runs under way finish (giving their leases back),
  // then exit 0. A mail send cut off by the hard stop is retried once its lease runs out.
  const stop = () => {
    const closed = new Promise((resolve) => server.close(resolve));
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
    void Promise.all([closed, backgroundWork.stop()]).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** First thing at start, long before the server says it serves: nobody scrolls back for it. */
function warnWhenExposed(warning: string | undefined) {
  if (warning) console.warn(warning);
}

/**
 * An idle keep-alive connection is closed by its other end first: a proxy or client that sends its
 * next request on a connection we are closing at that moment gets a reset instead of an answer.
 * nginx keeps idle upstream connections 60 s (`keepalive_timeout`), load balancers 60 s; Node's
 * default is 5 s.
 */
function keepConnectionsLongerThanProxies(server: Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000; // must exceed keepAliveTimeout, or an idle socket's next request can time out first
}

async function development() {
  const vite = await import('vite');
  // Read here, before Vite starts (env.server.ts imports nothing of ours, so Node loads it as is):
  // Vite must deny DATA_DIR (database, secrets, private documents, outbox) by its resolved path,
  // wherever it points; vite.config.ts denies ./data, database files and secrets folders anywhere.
  const { env, exposedLocalSiteWarning } = await import('../app/utils/env.server.ts');
  warnWhenExposed(exposedLocalSiteWarning(env));
  const dataDirs = [env.DATA_DIR, ...(existsSync(env.DATA_DIR) ? [realpathSync(env.DATA_DIR)] : [])].map((dir) => dir.replace(/[*?[\]{}()!+@]/g, '\\$&'));
  const httpServer = createServer();
  const devServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server: httpServer }, fs: { deny: dataDirs.flatMap((dir) => [dir, `${dir}/**`]) } },
    appType: 'custom',
  });
  const load = () => devServer.ssrLoadModule('./server/app.ts');
  const first = await load();
  await first.prepareDatabase();
  first.startBackgroundWork(); // once, from the first load: reloads do not start a second loop
  const { PORT, HOST, APP_URL, isLocal, TRUST_PROXY } = first.env;
  const site = { appUrl: new URL(APP_URL), isLocal, trustProxy: TRUST_PROXY === 'true' };
  httpServer.on('request', (req, res) => {
    devServer.middlewares(req, res, async () => {
      const mod = await load();
      const { redirectTo } = mod.addressRequest(req, site);
      if (redirectTo) res.writeHead(308, { Location: redirectTo, 'Cache-Control': 'no-store' }).end();
      else void getRequestListener(new Hono().use('*', mod.requestLog).route('/', mod.app).fetch)(req, res);
    });
  });
  // HOST defaults to 127.0.0.1 here (env.server.ts): Vite answers with source files and hot reload.
  httpServer.listen(PORT, HOST, () => console.log(`Development server on ${APP_URL} (listening on ${HOST}:${PORT})`));
}

await (isDev ? development() : production());
