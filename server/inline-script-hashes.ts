import { createHash } from 'node:crypto';

// Every <script> element without a src, whatever its type: a data block (the inert hydration
// module of app/utils/hydrate-after-first-paint.server.ts) is later copied into a running script.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP hash sources ('sha256-…', without quotes) of a page's inline scripts. A browser hashes a
 * script's text as the HTML parser saw it, i.e. the bytes between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes!)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
