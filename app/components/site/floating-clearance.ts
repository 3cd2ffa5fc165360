// Whether a floating control (the WhatsApp button) would hide part of the page: any text or control
// of the page drawn where it sits. The page keeps its end clear of it (the footer's last line leaves
// room below), but mid-page a line or a button passes under it as the student scrolls, and on a
// 390 px phone a receipt line or the amount hint of the pay page ends right there (issue 21).

const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"]';
// Text drawn smaller than this is for screen readers only (sr-only: a 1 px box).
const VISIBLE_PX = 2;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width >= VISIBLE_PX && a.height >= VISIBLE_PX && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function drawnText(text: Text, box: DOMRect): boolean {
  if (!text.data.trim()) return false;
  const range = document.createRange();
  range.selectNodeContents(text);
  return [...range.getClientRects()].some((line) => overlaps(line, box));
}

/** Whether `root` or anything in it is text or a control drawn inside `box`, skipping `floating`. */
function contentUnder(root: Element, box: DOMRect, floating: Element): boolean {
  if (root.matches(CONTROLS) && overlaps(root.getBoundingClientRect(), box)) return true;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node instanceof Text) return drawnText(node, box) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      const element = node as Element;
      if (element === floating || element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false) return NodeFilter.FILTER_REJECT;
      // No box of its own (display: contents): look at its children.
      if (element.getClientRects().length === 0) return NodeFilter.FILTER_SKIP;
      // Only what lies under the box is read, so a long page costs a few elements.
      if (!overlaps(element.getBoundingClientRect(), box)) return NodeFilter.FILTER_REJECT;
      return element.matches(CONTROLS) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  return walker.nextNode() !== null;
}

/** Whether `floating`, where it is drawn, covers text or a control of the page. */
export function coversContent(floating: HTMLElement): boolean {
  const box = floating.getBoundingClientRect();
  if (box.width === 0) return false;
  // The elements drawn under points of the round button (its inner square), each read once.
  const under = new Set<Element>();
  for (const x of [0.2, 0.5, 0.8]) {
    for (const y of [0.2, 0.5, 0.8]) {
      const below = document.elementsFromPoint(box.left + box.width * x, box.top + box.height * y).find((element) => !floating.contains(element));
      if (below) under.add(below);
    }
  }
  return [...under].some((element) => contentUnder(element, box, floating));
}

/**
 * Marks `floating` data-away while it should not show: while the page scrolls (lines pass under
 * it), and once it rests, wherever it covers something. Returns the clean-up.
 */
export function watchClearance(floating: HTMLElement): () => void {
  let timer = 0;
  const away = (yes: boolean) => floating.toggleAttribute('data-away', yes);
  const check = () => away(coversContent(floating));
  const settle = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(check, 150);
  };
  const scrolling = () => {
    away(true);
    settle();
  };
  // The page changes under it without a scroll too: a field opening the phone's keyboard (a
  // resize), a disclosure opening, a message appearing (the body's size).
  const resized = new ResizeObserver(settle);
  resized.observe(document.body);
  window.addEventListener('scroll', scrolling, { passive: true });
  window.addEventListener('resize', settle);
  document.addEventListener('focusin', settle);
  document.addEventListener('toggle', settle, true);
  check();
  return () => {
    window.clearTimeout(timer);
    resized.disconnect();
    window.removeEventListener('scroll', scrolling);
    window.removeEventListener('resize', settle);
    document.removeEventListener('focusin', settle);
    document.removeEventListener('toggle', settle, true);
  };
}
