// A page carries the rules its own markup uses (app/utils/inline-stylesheet.ts). The whole
// stylesheet is linked one frame after the first paint, with media="not all": the browser fetches
// and parses it but applies none of it, so the page pays no style recalculation for rules it does
// not use (measured: a full recalculation as long as the first one). It applies, before the next
// paint, as soon as the page gains a class it did not have (a client-side navigation, a timer), and
// at the first press of a pointer or key, before that press's click can open a menu or dialog that
// is focused at once (a hidden element cannot take focus). One immutable file, cached for every
// later page.

/** The id of the link the hydration starter adds (app/utils/hydrate-after-first-paint.server.ts). */
export const WHOLE_STYLESHEET_ID = 'whole-stylesheet';
export const NOT_YET = 'not all';

const PRESSES = ['pointerdown', 'keydown'] as const;

/** Watches the page from hydration on; returns what applies the sheet at once and what stops watching. */
export function applyWholeStylesheetWhenNeeded(): { apply: () => void; stop: () => void } {
  const link = document.getElementById(WHOLE_STYLESHEET_ID);
  if (!(link instanceof HTMLLinkElement) || link.media !== NOT_YET) return { apply: () => {}, stop: () => {} };
  const sheet = link;
  const known = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) for (const name of element.classList) known.add(name);
  const hasNewClass = (element: Element) => [...element.classList].some((name) => !known.has(name));
  const bringsNewClass = (node: Node) => node instanceof Element && (hasNewClass(node) || [...node.querySelectorAll('[class]')].some(hasNewClass));
  // Mutation records arrive in a microtask, before the browser renders the change.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => (record.type === 'attributes' ? bringsNewClass(record.target) : [...record.addedNodes].some(bringsNewClass)))) apply();
  });
  const stop = () => {
    observer.disconnect();
    for (const press of PRESSES) document.removeEventListener(press, apply, true);
  };
  function apply() {
    sheet.media = 'all';
    stop();
  }
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  for (const press of PRESSES) document.addEventListener(press, apply, true);
  return { apply, stop };
}
