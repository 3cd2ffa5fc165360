import type { Context, MiddlewareHandler, Next } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentVersion } from '~/modules/content/content-version.server';
import { inlineScriptHashes } from './inline-script-hashes';
import { pagePolicyWithHashes } from './security-headers';

type Encoding = 'br' | 'gzip' | 'identity';
/** An entry's answer in one encoding, made on its first hit in that encoding: every hit sends it as it is, with its Age. */
export type CachedForm = { headers: [string, string][]; body: Buffer };
type Entry = {
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  /** A page's policy naming its inline scripts by hash; none for JSON. */
  policy: string | null;
  version: number;
  storedAt: number;
  forms: Partial<Record<Encoding, CachedForm>>;
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Quality 5: within a few percent of 11 on our pages at a small part of its cost, paid once per entry. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Headers made per entry and per answer here, never copied from the stored answer. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'content-security-policy', 'vary']);
const varyingByEncoding = (vary: string | null) => (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');

/**
 * Whether an answer says it may be shared: `Cache-Control` names `public` and none of `private`,
 * `no-store` or `no-cache`. An answer without the header is never shared, so a new route (a page
 * reading a token from its URL, a setup page, an outbox) stays out of the cache until it opts in.
 */
export function saysShareable(cacheControl: string | null): boolean {
  const directives = new Set(
    (cacheControl ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=')[0]),
  );
  return directives.has('public') && !directives.has('private') && !directives.has('no-store') && !directives.has('no-cache');
}

/** The best form of an entry the client takes: brotli, then gzip, else the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values: each is read once, not on every hit.
const encodingChosenFor = new Map<string, Encoding>();
function rememberedEncoding(acceptEncoding: string | undefined): Encoding {
  const said = acceptEncoding ?? '';
  let encoding = encodingChosenFor.get(said);
  if (encoding === undefined) {
    encoding = chooseEncoding(said);
    if (encodingChosenFor.size >= 100) encodingChosenFor.clear();
    encodingChosenFor.set(said, encoding);
  }
  return encoding;
}

/**
 * Remembers, for a few seconds, what anonymous GET requests were answered: public pages and
 * public JSON are the same for every visitor, and rendering them is most of the server's work
 * (docs/decisions/009-anonymous-response-cache.md).
 *
 * - Only requests without credentials of any kind (no Cookie, Authorization or token header),
 *   and only 200 HTML or JSON answers that say they may be shared (`Cache-Control: public`, see
 *   saysShareable) and set no cookie.
 * - A write to public content in this process drops everything at once (contentVersion); other
 *   nodes see it after at most `ttlMs`.
 * - An entry keeps its bytes as they are, brotli and gzip, made once when stored: a hit only
 *   chooses one and sends it. So that a page's bytes never change, its policy names its inline
 *   scripts by their hashes instead of the nonce of the request that rendered it.
 * - A hit carries `Age` (RFC 9111), so browsers count the seconds it was kept against max-age.
 * - A page is rendered by one request at a time: the others meanwhile take the entry that ran out
 *   (same content, older by the time of one render) or wait for the new one.
 */
/** A kept answer in the form one client takes: what a hit sends, inside the app or at the node edge. */
export type CachedAnswer = {
  status: number;
  form: CachedForm;
  encoding: Encoding;
  /** Seconds kept (RFC 9111), for a hit; null for the request that stored it. */
  age: string | null;
};
/** A request header by its lower-case name, as the app (Hono) or the node edge reads it. */
type HeaderOf = (name: string) => string | undefined;
export type AnonymousCache = MiddlewareHandler & {
  /** A fresh entry's answer to an anonymous GET of `key` (path and query); undefined when the app must answer. */
  freshAnswer(method: string, key: string, header: HeaderOf): CachedAnswer | undefined;
};

const isAnonymous = (header: HeaderOf) => !header('cookie') && !header('authorization') && !header('token');

function formOf(entry: Entry, encoding: Encoding): CachedForm {
  return (entry.forms[encoding] ??= {
    headers: [
      ...entry.headers,
      ['Content-Length', String(entry.bodies[encoding].byteLength)],
      ...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as [string, string]]),
      ...(entry.policy ? [['Content-Security-Policy', entry.policy] as [string, string]] : []),
    ],
    body: entry.bodies[encoding],
  });
}

export function anonymousCache({ ttlMs = 5000, maxEntries = 500 } = {}): AnonymousCache {
  const entries = new Map<string, Entry>();
  const answerParts = (entry: Entry, acceptEncoding: string | undefined, now: number | null): CachedAnswer => {
    const encoding = rememberedEncoding(acceptEncoding);
    const age = now === null ? null : String(Math.floor((now - entry.storedAt) / 1000));
    return { status: entry.status, form: formOf(entry, encoding), encoding, age };
  };
  const answer = (entry: Entry, acceptEncoding: string | undefined, now: number | null) => {
    const { status, form, age } = answerParts(entry, acceptEncoding, now);
    const headers = age === null ? form.headers : [...form.headers, ['Age', age] as [string, string]];
    // A Buffer is a Uint8Array: @hono/node-server writes it to the socket as it is.
    return new Response(form.body as Uint8Array<ArrayBuffer>, { status, headers });
  };
  /** The entry kept for `key`, whether public content is unchanged since, and whether it is still fresh. */
  const lookup = (key: string, now: number) => {
    const hit = entries.get(key);
    const unchanged = hit !== undefined && hit.version === contentVersion();
    return { hit, unchanged, fresh: unchanged && hit.storedAt + ttlMs > now };
  };

  /** Renders the page for this request and keeps it if its answer may be shared: the entry kept, if any. */
  const renderAndKeep = async (c: Context, next: Next, key: string, url: URL): Promise<Entry | undefined> => {
    const version = contentVersion();
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      res.status !== 200 ||
      !saysShareable(res.headers.get('cache-control')) ||
      res.headers.has('set-cookie') ||
      res.headers.has('content-encoding') ||
      !/^(text\/html|application\/json)/.test(type)
    )
      return undefined;
    const text = await res.text();
    const identity = Buffer.from(text);
    const [br, gzip] = await Promise.all([brotli(identity, BROTLI_OPTIONS), gzipped(identity)]);
    const entry: Entry = {
      status: res.status,
      headers: [...[...res.headers.entries()].filter(([name]) => !OWN_HEADERS.has(name)), ['Vary', varyingByEncoding(res.headers.get('vary'))]],
      bodies: { identity, br, gzip },
      // A route's own policy (stricter, without scripts) stays; a page gets the one naming its scripts.
      policy:
        res.headers.get('content-security-policy') ?? (type.startsWith('text/html') ? pagePolicyWithHashes(url.pathname, inlineScriptHashes(text)) : null),
      version,
      storedAt: Date.now(),
      forms: {},
    };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.delete(key); // re-insert at the end: eviction drops the oldest
    entries.set(key, entry);
    // This request is answered from the new entry too: one way out, the same bytes as the hits.
    c.res = undefined;
    c.res = answer(entry, c.req.header('accept-encoding'), null);
    return entry;
  };

  /** Renders under way, by key: what each will store, or undefined if its answer may not be kept. */
  const rendering = new Map<string, Promise<Entry | undefined>>();

  const middleware: MiddlewareHandler = async (c, next) => {
    const header: HeaderOf = (name) => c.req.header(name);
    if (c.req.method !== 'GET' || !isAnonymous(header)) return next();

    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const now = Date.now();
    const { hit, unchanged, fresh } = lookup(key, now);
    if (fresh) return answer(hit!, c.req.header('accept-encoding'), now);

    // A crowd arriving as an entry runs out renders it once, not once per visitor: while one request
    // renders the page again, the others take the entry it replaces (only its lifetime ran out, the
    // content is the same) or, with none, wait for the new one.
    const underWay = rendering.get(key);
    if (underWay) {
      if (unchanged) return answer(hit!, c.req.header('accept-encoding'), now);
      const rendered = await underWay;
      if (rendered && rendered.version === contentVersion()) return answer(rendered, c.req.header('accept-encoding'), Date.now());
      return next();
    }
    let settle!: (entry: Entry | undefined) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: Entry | undefined;
    try {
      stored = await renderAndKeep(c, next, key, url);
    } finally {
      rendering.delete(key);
      settle(stored);
    }
  };

  const freshAnswer = (method: string, key: string, header: HeaderOf) => {
    if (method !== 'GET' || !isAnonymous(header)) return undefined;
    const now = Date.now();
    const { hit, fresh } = lookup(key, now);
    return fresh ? answerParts(hit!, header('accept-encoding'), now) : undefined;
  };
  return Object.assign(middleware, { freshAnswer });
}
