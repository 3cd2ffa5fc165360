import { describe, expect, it } from 'vitest';
import payloads from '../../../tests/fixtures/xss-payloads.json';
import { excerptOf, sanitizeRichText } from './sanitize.server';

// What may survive: the formatting the dashboard editor produces, and nothing that can run.
const allowedAttributes: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
const ourImage = /^\/media\/images\/[0-9a-f-]{36}\/\d{2,4}\.webp$/;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&');

/** Every tag of sanitised output with its attributes (the output is re-serialised, so regular). */
function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*?)\/?>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, attr, value]) => ({ name: attr!.toLowerCase(), value: decode(value ?? '') })),
  }));
}

// Tags that must never survive sanitizing: scripts, embeds, forms and anything else that can run or submit.
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'svg',
  'math',
  'form',
  'object',
  'embed',
  'meta',
  'base',
  'link',
  'template',
  'noscript',
  'input',
  'button',
  'textarea',
  'select',
  'video',
  'audio',
  'source',
  'details',
  'body',
  'marquee',
  'keygen',
];

function expectInert(html: string) {
  expect(html).not.toMatch(new RegExp(`<(${FORBIDDEN_TAGS.join('|')})\\b`, 'i'));
  expect(html).not.toMatch(/<!--|<!\[CDATA\[/);
  for (const tag of tagsOf(html)) {
    expect(Object.keys(allowedAttributes), `tag <${tag.name}>`).toContain(tag.name);
    for (const attribute of tag.attributes) {
      expect(allowedAttributes[tag.name], `attribute ${attribute.name} on <${tag.name}>`).toContain(attribute.name);
      const url = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (attribute.name === 'href') expect(url).toMatch(/^(https?:|mailto:|\/[^/]|#)/);
      if (attribute.name === 'src') expect(attribute.value).toMatch(ourImage);
      if (attribute.name === 'rel') expect(attribute.value).toBe('noopener noreferrer nofollow');
      expect(url).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
}

describe('sanitizeRichText against stored XSS payloads', () => {
  it.each(payloads)('$name', ({ html }) => {
    const once = sanitizeRichText(html);
    expectInert(once);
    // Idempotent: output stored and sanitised again on a later edit stays inert and unchanged.
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps the visible text of a neutralised link', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener noreferrer nofollow">click</a>');
    expect(sanitizeRichText('<p onclick="alert(1)">text</p>')).toBe('<p>text</p>');
  });
});

describe('sanitizeRichText keeps the formatting the editor makes', () => {
  const image = '/media/images/0190f3a1-7b2c-7d4e-8f00-123456789abc/960.webp';
  it.each([
    ['paragraphs and line breaks', '<p>One<br />two</p><p>three</p>'],
    ['headings', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['lists', '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>'],
    ['inline formatting', '<p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>x</s></p>'],
    ['quotes', '<blockquote><p>Quoted</p></blockquote>'],
    ['our own images', `<p><img src="${image}" alt="Lab" width="960" height="600" /></p>`],
  ])('%s', (_label, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each(['https://example.org/a?b=1&amp;c=2', 'http://example.org', 'mailto:admissions@example.org', '/courses'])('links to %s, with a safe rel', (href) => {
    expect(sanitizeRichText(`<a href="${href}" target="_blank" rel="opener">x</a>`)).toBe(
      `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
    );
  });

  it('turns an h1 into an h2 (the page title is the h1) and drops other tags, keeping their text', () => {
    expect(sanitizeRichText('<h1>Big</h1><div><span>inner</span></div>')).toBe('<h2>Big</h2>inner');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});

describe('excerptOf', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('returns short text whole, without tags and with entities decoded', () => {
    expect(excerptOf('<p>Fees &amp; <strong>instalments</strong>&nbsp;&lt;3 &quot;ok&quot; it&#39;s</p>')).toBe('Fees & instalments <3 "ok" it\'s');
  });

  it('cuts long text at a word boundary to at most 150 characters plus an ellipsis', () => {
    const text = words(40); // about 270 characters
    const excerpt = excerptOf(`<p>${text}</p>`);
    expect(excerpt.endsWith('…')).toBe(true);
    const body = excerpt.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(150);
    expect(text.startsWith(body)).toBe(true);
    expect(text[body.length]).toBe(' '); // ends on a whole word
  });

  it('honours another length', () => {
    expect(excerptOf('<p>alpha beta gamma delta</p>', 12)).toBe('alpha beta…');
  });

  it('joins blocks with spaces and collapses whitespace', () => {
    expect(excerptOf('<h2>Title</h2><p>One\n\n  two</p><ul><li>three</li></ul>')).toBe('Title One two three');
  });

  it('never contains markup, even from hostile input', () => {
    for (const { html } of payloads) expect(excerptOf(html)).not.toMatch(/<[a-z!/]/i);
  });

  it('cuts a single very long word rather than returning it whole', () => {
    const excerpt = excerptOf('x'.repeat(400));
    expect(excerpt).toBe(`${'x'.repeat(150)}…`);
  });
});
