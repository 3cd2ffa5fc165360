// A page paints before it hydrates (decision 019), so a control can be tapped before React
// listens: a button would do nothing and the tap be lost. A small script, first in <head>, holds
// such taps (a button's click, by mouse, finger or keyboard) and the root replays them, in order
// and once each, as soon as the page has hydrated. Links and a form's submit buttons are left
// alone: the browser carries them out without JavaScript.

const REPLAY = '__replayFirstTaps';
/** The taps held so far: a page that hydrates at the visitor's first intent starts at once when there are some. */
export const HELD_TAPS = '__heldTaps';

// Written small (every page's JavaScript budget, decision 010): `d` the document, `h` the taps held,
// `f` what holds one, `x` what runs before the replay.
export const HOLD_FIRST_TAPS =
  `(function(d,h){function f(e){var b=e.target.closest&&e.target.closest('button');` +
  `if(!b||b.type=='submit'&&b.form)return;e.preventDefault();e.stopImmediatePropagation();h.indexOf(b)<0&&h.push(b)}` +
  `d.addEventListener('click',f,!0);${HELD_TAPS}=h;` +
  `${REPLAY}=function(x){d.removeEventListener('click',f,!0);h.length&&x();` +
  `h.splice(0).forEach(function(b){b.isConnected&&b.click()})}})(document,[])`;

/**
 * Called once the page has hydrated (app/root.tsx): stop holding taps and carry out those held,
 * after `beforeReplay` when there are any (the whole stylesheet: a held tap may open a dialog).
 */
export function replayFirstTaps(beforeReplay: () => void) {
  (window as unknown as Record<string, ((before: () => void) => void) | undefined>)[REPLAY]?.(beforeReplay);
}
