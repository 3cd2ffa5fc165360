import { describe, expect, it } from 'vitest';
import { hydrationScriptsAtLowPriority } from './hydration-priority.server';

describe('hydrationScriptsAtLowPriority', () => {
  it('marks every module preload low priority and leaves everything else as it was', () => {
    const html =
      '<head><link rel="preload" as="image" href="/hero/a.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
      '<link rel="icon" href="/favicon.svg"/></head><body><pre><link rel="modulepreload" href="/x.js"></pre></body>';
    expect(hydrationScriptsAtLowPriority(html)).toBe(
      '<head><link rel="preload" as="image" href="/hero/a.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework-B.js" nonce="n"/>' +
        '<link rel="icon" href="/favicon.svg"/></head><body><pre><link rel="modulepreload" href="/x.js"></pre></body>',
    );
  });

  it('does not add a second priority to a link that has one', () => {
    const html = '<head><link rel="modulepreload" fetchpriority="high" href="/a.js"/></head>';
    expect(hydrationScriptsAtLowPriority(html)).toBe(html);
  });
});
