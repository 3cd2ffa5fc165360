// The shapes of the icons and of the institute's mark (./icons.tsx), written once into
// every page's HTML, first in <body>, as <symbol>s that each icon draws with <use href="#…">. Not in
// the page's JavaScript (every public page's budget, decision 010), and not as pictures in the
// stylesheet either: an SVG picture is a document of its own to Chromium, made when the style is
// worked out; ten of them cost 50–60 ms of main-thread time per load on this machine, more than
// everything else in the style pass (docs/performance.md). Symbols in the page cost nothing until drawn.
// React leaves alone what it did not render in <body> while hydrating, so the symbols stay for the
// pages the browser then renders without reloading.

/** Drawn with a pen (stroke), in the text's colour. */
const stroke = (width: number, join = 'round', cap = 'round') =>
  `fill="none" stroke="currentColor" stroke-width="${width}" stroke-linejoin="${join}" stroke-linecap="${cap}"`;
/** Filled in the text's colour. */
const fill = 'fill="currentColor"';

/** Each shape on a 24-unit square unless it says otherwise. */
const SHAPES: Record<string, { viewBox?: string; paint: string; body: string }> = {
  'i-menu': { paint: stroke(2), body: '<path d="M4 7h16M4 12h16M4 17h16"/>' },
  'i-close': { paint: stroke(2), body: '<path d="M6 6l12 12M18 6L6 18"/>' },
  'i-chevron-right': { paint: stroke(2.5), body: '<path d="M9 5l7 7-7 7"/>' },
  'i-chevron-left': { paint: stroke(2.5), body: '<path d="M15 5l-7 7 7 7"/>' },
  'i-pause': { paint: fill, body: '<path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"/>' },
  'i-play': { paint: fill, body: '<path d="M8 5v14l11-7z"/>' },
  'i-facebook': {
    paint: fill,
    body: '<path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z"/>',
  },
  'i-instagram': {
    paint: stroke(2, 'miter', 'butt'),
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r="0.6" fill="currentColor"/>',
  },
  'i-youtube': {
    paint: fill,
    body:
      '<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 ' +
      '1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"/>',
  },
  'i-whatsapp': {
    paint: fill,
    body:
      '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2z"/>' +
      '<path d="M16.5 14.2c-.3-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.4-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8' +
      'c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.1s.9 2.4 1 2.6c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6' +
      '.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.5-.3z"/>',
  },
  'i-phone': {
    paint: stroke(2, 'round', 'butt'),
    body: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  },
  'i-mail': {
    paint: stroke(2, 'round', 'butt'),
    body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  },
  'i-pin': {
    paint: stroke(2, 'round', 'butt'),
    body: '<path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  },
  // The mark keeps its own colours.
  'i-logo': {
    viewBox: '0 0 40 40',
    paint: '',
    body:
      '<rect width="40" height="40" rx="10" fill="#0b5e58"/><path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff"/>' +
      '<circle cx="31" cy="9" r="4" fill="#f59e0b"/>',
  },
};

const SPRITE =
  '<svg aria-hidden="true" style="display:none">' +
  Object.entries(SHAPES)
    .map(([id, { viewBox = '0 0 24 24', paint, body }]) => `<symbol id="${id}" viewBox="${viewBox}"${paint ? ` ${paint}` : ''}>${body}</symbol>`)
    .join('') +
  '</svg>';

const BODY_OPEN = /<body\b[^>]*>/;

/** The page with every shape first in its <body>, so an icon above the fold never waits for one. */
export function withIconSprite(html: string): string {
  const body = BODY_OPEN.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + SPRITE + html.slice(at);
}
