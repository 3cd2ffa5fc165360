// `export const headers = publicPageHeaders` in a route module declares its page the same for every
// visitor who is not signed in: the anonymous cache (server/anonymous-cache.ts) may keep it, and only
// pages that say so (docs/decisions/009-anonymous-response-cache.md). max-age=0 with must-revalidate:
// a browser or proxy asks again every time, so nobody who just signed in is shown the signed-out copy.
// A page that read a session goes out `private, no-store` whatever this says (server/app.ts).
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
