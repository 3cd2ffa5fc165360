import sanitizeHtml from 'sanitize-html';

// Rich text from the dashboard editor is never trusted: every write of a description passes this
// allowlist (createCourse, createNewsItem, and any update function), so what is stored is safe to
// render as HTML. The page's CSP (server/security-headers.ts) is the second line if one slips.
const ownImageUrl = /^\/media\/images\/[0-9a-f-]{36}\/\d{2,4}\.webp$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Only images from our own storage, by their exact shape: a prefix test would let
  // "/media/images/../../api/…" through.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImageUrl.test(frame.attribs.src ?? ''),
  transformTags: {
    h1: 'h2', // the page title is the only h1
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of a rich-text field, cut at a word boundary to at most `length` characters. */
// Excerpts are asked for on every list request and sanitize-html is the costliest step of those
// requests; descriptions change rarely, so answers are remembered (bounded, oldest dropped first).
const excerptCache = new Map<string, string>();
const EXCERPT_CACHE_SIZE = 2000;

export function excerptOf(html: string, length = 150): string {
  const key = `${length}:${html}`;
  const cached = excerptCache.get(key);
  if (cached !== undefined) return cached;
  const excerpt = computeExcerpt(html, length);
  if (excerptCache.size >= EXCERPT_CACHE_SIZE) excerptCache.delete(excerptCache.keys().next().value!);
  excerptCache.set(key, excerpt);
  return excerpt;
}

function computeExcerpt(html: string, length: number): string {
  // A space before each block tag, so "<h2>Title</h2><p>One" reads "Title One", not "TitleOne".
  // Safe: whatever the space lands in, every tag is removed just after.
  const spaced = html.replace(/<(\/?)(p|br|h[1-6]|li|blockquote|div|tr|td|th)\b/gi, ' <$1$2');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
