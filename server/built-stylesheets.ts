import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StylesheetReader } from '~/utils/inline-stylesheet';

// Only the build's own hashed CSS files: the href comes from our route modules, never from a request.
const BUILT_CSS = /^\/assets\/[\w.-]+\.css$/;

/**
 * Reads a built stylesheet (by the URL the page would have linked) from the client build directory,
 * once per file: hashed names never change content while the process runs.
 */
export function builtStylesheets(assetsBuildDirectory: string): StylesheetReader {
  const cache = new Map<string, string>();
  return (href) => {
    let css = cache.get(href);
    if (css === undefined) {
      if (!BUILT_CSS.test(href)) throw new Error(`Not a built stylesheet: ${href}`);
      css = readFileSync(join(assetsBuildDirectory, href), 'utf8');
      cache.set(href, css);
    }
    return css;
  };
}
