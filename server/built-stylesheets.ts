import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCssOf } from '~/utils/critical-css.server';
import type { CriticalCss } from '~/utils/inline-stylesheet';

// Only the build's own hashed CSS files: the href comes from our route modules, never from a request.
const BUILT_CSS = /^\/assets\/[\w.-]+\.css$/;

/**
 * The part of a built stylesheet (named by the URL the page links) that a page's markup needs.
 * Each file is read and parsed once: hashed names never change content while the process runs.
 */
export function builtStylesheets(assetsBuildDirectory: string): CriticalCss {
  const parsed = new Map<string, (html: string) => string>();
  return (href, html) => {
    let criticalCss = parsed.get(href);
    if (criticalCss === undefined) {
      if (!BUILT_CSS.test(href)) throw new Error(`Not a built stylesheet: ${href}`);
      criticalCss = criticalCssOf(readFileSync(join(assetsBuildDirectory, href), 'utf8'));
      parsed.set(href, criticalCss);
    }
    return criticalCss(html);
  };
}
