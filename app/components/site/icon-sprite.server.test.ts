import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { withIconSprite } from './icon-sprite.server';

const page = '<html><head><title>t</title></head><body class="b"><main>text</main></body></html>';

describe('the icon sprite', () => {
  it('is the first thing in <body>, hidden, and the page is otherwise unchanged', () => {
    const html = withIconSprite(page);
    expect(html.startsWith('<html><head><title>t</title></head><body class="b"><svg aria-hidden="true" style="display:none"><symbol ')).toBe(true);
    expect(html.endsWith('</svg><main>text</main></body></html>')).toBe(true);
    expect(html.replace(/<svg aria-hidden="true" style="display:none">.*?<\/symbol><\/svg>/, '')).toBe(page);
  });

  it('has a symbol for every icon, which the icon draws in the text colour unless it is the mark', () => {
    const sprite = withIconSprite(page);
    const exported = Object.entries(icons);
    expect(exported.length).toBeGreaterThan(10);
    for (const [name, Icon] of exported) {
      const markup = renderToString(createElement(Icon as ComponentType<{ className?: string }>, { className: 'size-5' }));
      const id = /<use href="#([\w-]+)"/.exec(markup)?.[1];
      expect(markup, name).toMatch(/^<svg aria-hidden="true" class="icon size-5"><use href="#[\w-]+"><\/use><\/svg>$/);
      const symbol = new RegExp(`<symbol id="${id}" viewBox="[\\d ]+"([^>]*)>`).exec(sprite);
      expect(symbol, `${name} draws #${id}`).not.toBeNull();
      if (name !== 'LogoMark') expect(symbol![1], name).toMatch(/(fill|stroke)="currentColor"/);
    }
  });

  it('leaves a page without a body as it is', () => {
    expect(withIconSprite('<p>no body</p>')).toBe('<p>no body</p>');
  });
});
