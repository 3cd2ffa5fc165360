// A server-rendered page paints from its HTML (and inline stylesheet) alone; hydration only makes
// it interactive. React Router's <Scripts> would start hydration at once: <link rel=modulepreload>
// in <head> makes Chrome fetch every module early and compile each on the main thread as it
// arrives (~30 ms for the framework chunk here, ×4 on a mid-range phone), and its async module
// script then evaluates and hydrates, all before the first paint when the scripts are quick.
// Here the page paints first: the preload links are dropped, and the module script is kept as an
// inert data block that a tiny inline script starts one frame after the first paint. Without
// preloads Chrome streams and compiles the modules off the main thread, and hydration runs in
// React's small concurrent tasks (decision 019).
// The HTML is React's own output; the script is matched on what <Scripts nonce> writes, and the
// tests fail (no hydration) should a React Router upgrade change it.
import { HELD_TAPS, HOLD_FIRST_TAPS } from './first-taps';
import { HYDRATE_WITHIN_ATTRIBUTE, HYDRATION_MODULE_ID } from './hydration-module-id';
import { NOT_YET, WHOLE_STYLESHEET_ID } from './whole-stylesheet';

const HYDRATION_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * When a page starts hydrating. `first-paint`: one frame after it. `first-intent`: a public page,
 * whose every control works before hydration (links, forms, taps held and replayed), waits for the
 * visitor to show intent: a pointer pressed (a finger's touch too), a key, a focus, a wheel; or a tap
 * already held. Markup that moves by itself (the carousel) says within how long after `load` its
 * script must run, in HYDRATE_WITHIN_ATTRIBUTE (decision 049). Its modules are fetched at that
 * moment: a page left alone costs no JavaScript at all.
 */
export type HydrationStart = 'first-paint' | 'first-intent';
// Not a pointer moving: Chromium sends the page a pointermove of its own when the layout under a
// resting pointer changes (seen on every load in headless Chromium), which is no visitor's intent.
// A finger's touch is a pointerdown too, so no touchstart.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'wheel'];

// A page hydrating at first intent: its starter's `go` waits (HydrationStart). Written small: it is
// part of every public page's JavaScript budget (decision 010). Listeners on the document capture
// (`!0`); Chromium makes a document's wheel listener passive by default, so it does not hold up
// scrolling. `onload`: the page's only load handler.
const startAtFirstIntent =
  `if(${HELD_TAPS}.length)go();else{'${INTENT_EVENTS.join(' ')}'.split(' ').forEach(function(e){d.addEventListener(e,go,!0)});` +
  `onload=function(){var t=d.querySelector('[${HYDRATE_WITHIN_ATTRIBUTE}]');t&&setTimeout(go,+t.getAttribute('${HYDRATE_WITHIN_ATTRIBUTE}'))}}`;

// rAF runs just before the next paint; the timeout it queues runs after that paint. The nonce is
// read while the script runs (afterwards the browser hides it) and given to the module script.
// The whole stylesheet is linked at the same moment, not applied yet (app/utils/whole-stylesheet.ts):
// a sheet added by a script never blocks rendering.
const startAfterFirstPaint = (stylesheetHref: string | null, start: HydrationStart) =>
  `(function(n,h){var d=document,s=0;function go(){if(s)return;s=1;requestAnimationFrame(function(){setTimeout(function(){` +
  `if(h){var l=d.createElement('link');l.rel='stylesheet';l.media='${NOT_YET}';l.id='${WHOLE_STYLESHEET_ID}';l.href=h;d.head.appendChild(l)}` +
  `var m=d.createElement('script');m.type='module';m.nonce=n;` +
  `m.textContent=d.getElementById('${HYDRATION_MODULE_ID}').textContent;d.body.appendChild(m)})})}` +
  (start === 'first-paint' ? 'go()' : startAtFirstIntent) +
  `})(document.currentScript.nonce,${JSON.stringify(stylesheetHref).replaceAll('<', '\\u003c')})`;

export function hydrateAfterFirstPaint(html: string, stylesheetHref: string | null = null, start: HydrationStart = 'first-paint'): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const found = HYDRATION_MODULE.exec(html);
  if (headStart < 0 || headEnd < 0 || !found || found.index < headEnd) return html;
  const [script, nonce, code] = found;
  // Taps before hydration are held from the start of <head> on (app/utils/first-taps.ts). Only
  // <head> loses its preloads (React hoists them there): the body holds page content.
  const head = html.slice(headStart + '<head>'.length, headEnd).replace(MODULE_PRELOAD, '');
  const inert = `<script type="text/plain" id="${HYDRATION_MODULE_ID}">${code}</script>`;
  const starter = `${inert}<script nonce="${nonce}">${startAfterFirstPaint(stylesheetHref, start)}</script>`;
  return (
    `${html.slice(0, headStart)}<head><script nonce="${nonce}">${HOLD_FIRST_TAPS}</script>${head}` +
    `${html.slice(headEnd, found.index)}${starter}${html.slice(found.index + script.length)}`
  );
}
