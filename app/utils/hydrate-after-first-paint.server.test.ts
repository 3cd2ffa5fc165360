import { describe, expect, it } from 'vitest';
import { HOLD_FIRST_TAPS } from './first-taps';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.server';
import { HYDRATION_MODULE_ID } from './hydration-module-id';

const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");';

const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

describe('hydrateAfterFirstPaint', () => {
  it('drops the module preloads from <head>, keeps every other link, and holds first taps from the start of <head>', () => {
    const html = page(
      '<link rel="preload" as="image" href="/hero/a.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
        '<link rel="icon" href="/favicon.svg"/>',
      `<pre><link rel="modulepreload" href="/x.js"></pre><script nonce="n" type="module" async="">${MODULE_CODE}</script>`,
    );
    const out = hydrateAfterFirstPaint(html);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toBe(
      `<html><head><script nonce="n">${HOLD_FIRST_TAPS}</script>` +
        '<link rel="preload" as="image" href="/hero/a.webp" fetchPriority="high"/><link rel="icon" href="/favicon.svg"/>',
    );
    expect(out).toContain('<body><pre><link rel="modulepreload" href="/x.js"></pre>');
  });

  it('keeps the hydration module as an inert data block, started by a nonced script after the first paint', () => {
    const html = page('', `<script nonce="abc">window.__ctx={}</script><script nonce="abc" type="module" async="">${MODULE_CODE}</script><p>after</p>`);
    const out = hydrateAfterFirstPaint(html);
    // The module's code, byte for byte, where the browser will not run it.
    expect(out).toContain(`<script type="text/plain" id="${HYDRATION_MODULE_ID}">${MODULE_CODE}</script>`);
    expect(out).not.toContain('type="module"');
    const starter = out.match(/<script nonce="abc">(\(function\(n,h\)[\s\S]*?)<\/script>/);
    expect(starter?.[1]).toContain('requestAnimationFrame(function(){setTimeout(');
    expect(starter?.[1]).toContain(`d.getElementById('${HYDRATION_MODULE_ID}').textContent`);
    expect(starter?.[1]).toContain('d.body.appendChild(m)})})}go()})');
    expect(out.indexOf('window.__ctx')).toBeLessThan(out.indexOf(HYDRATION_MODULE_ID));
    expect(out.endsWith('<p>after</p></body></html>')).toBe(true);
    expect(starter?.[1]).toContain('(document.currentScript.nonce,null)');
  });

  it('links the whole stylesheet at the same moment, not applied yet, when the page has one', () => {
    const html = page('', `<script nonce="abc" type="module" async="">${MODULE_CODE}</script>`);
    const starter = hydrateAfterFirstPaint(html, '/assets/app-X.css').match(/<script nonce="abc">(\(function\(n,h\)[\s\S]*?)<\/script>/)?.[1];
    expect(starter).toContain(
      "if(h){var l=d.createElement('link');l.rel='stylesheet';l.media='not all';l.id='whole-stylesheet';l.href=h;d.head.appendChild(l)}",
    );
    expect(starter).toContain('(document.currentScript.nonce,"/assets/app-X.css")');
  });

  it('at first intent: no module link either; it starts on intent, a held tap or when moving markup needs it', () => {
    const html = page(
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>',
      `<script nonce="n" type="module" async="">${MODULE_CODE}</script>`,
    );
    const out = hydrateAfterFirstPaint(html, null, 'first-intent');
    expect(out).toContain('<head><script nonce="n">');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/></head>');
    expect(out).not.toContain('modulepreload');
    const starter = out.match(/<script nonce="n">(\(function\(n,h\)[\s\S]*?)<\/script>/)?.[1];
    expect(starter).not.toContain('go()})');
    expect(starter).not.toContain('pointermove');
    expect(starter).toContain('if(__heldTaps.length)go();');
    expect(starter).toContain("'pointerdown keydown focusin wheel'.split(' ').forEach(function(e){d.addEventListener(e,go,!0)})");
    // No timer of its own: only markup that moves by itself sets one.
    expect(starter).toContain("onload=function(){var t=d.querySelector('[data-hydrate-ms]');t&&setTimeout(go,+t.getAttribute('data-hydrate-ms'))}");
    expect(starter!.match(/setTimeout\(/g)).toHaveLength(2); // the frame after the first paint, and that one
  });

  it('leaves a page without a hydration module as it was', () => {
    const html = page('<title>x</title>', '<p>no scripts</p>');
    expect(hydrateAfterFirstPaint(html)).toBe(html);
  });
});
