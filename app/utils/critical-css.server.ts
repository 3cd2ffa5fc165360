import postcss, { type ChildNode, type Container } from 'postcss';

// A page carries in its <head> only the rules of the app's stylesheet that its own markup can use;
// the whole stylesheet follows after the first paint, as a cached file shared by every page
// (decision 040). The stylesheet is parsed once per process; a page costs one scan of its class
// attributes and one walk over the rules.
//
// A rule is kept when one of its selectors names only classes the page's markup carries (classes
// inside :not() do not count: they need not be there). Rules naming no class at all (the reset,
// element and :root rules, @property, @keyframes, @font-face) are always kept. So the subset is a
// superset of what the server-rendered markup matches, whatever its state (hover, focus, media).

type Piece = { always: string } | { rule: string; classSets: string[][] } | { open: string; children: Piece[] };

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const ENTITY = /&(?:amp|quot|#x27|#39|lt|gt);/g;
/** `:not(…)` and attribute selectors (whose quoted values may hold dots); an escaped `\[` is a class's. */
const NOT_REQUIRED = /:not\([^()]*\)|(?<!\\)\[[^\]]*(?<!\\)\]/g;
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;
const ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|.)/g;

const unescapeClass = (name: string) =>
  name.replace(ESCAPE, (_, escaped: string) => (/^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped));

/** The classes a selector needs on the page, one set per selector of its list. */
function classSetsOf(selector: string): string[][] {
  return postcss.list.comma(selector).map((one) => [...one.replace(NOT_REQUIRED, '').matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeClass(match[1]!)));
}

function piecesOf(container: Container<ChildNode>): Piece[] {
  const pieces: Piece[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      const classSets = classSetsOf(node.selector);
      pieces.push(classSets.some((set) => set.length === 0) ? { always: node.toString() } : { rule: node.toString(), classSets });
    } else if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
      pieces.push({ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, children: piecesOf(node) });
    } else if (node.type === 'atrule') {
      pieces.push({ always: node.nodes ? node.toString() : `${node.toString()};` }); // a statement (@layer a, b;) ends with ';'
    }
  });
  return pieces;
}

function write(pieces: Piece[], classes: Set<string>): string {
  let css = '';
  for (const piece of pieces) {
    if ('always' in piece) css += piece.always;
    else if ('rule' in piece) {
      if (piece.classSets.some((set) => set.every((name) => classes.has(name)))) css += piece.rule;
    } else {
      const inside = write(piece.children, classes);
      if (inside) css += `${piece.open}${inside}}`;
    }
  }
  return css;
}

/** Every class named in the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.replace(ENTITY, (entity) => ENTITIES[entity]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Parses a stylesheet once; the function it returns gives the part of it a page's markup needs. */
export function criticalCssOf(stylesheet: string): (html: string) => string {
  const pieces = piecesOf(postcss.parse(stylesheet));
  return (html) => write(pieces, classesIn(html));
}
