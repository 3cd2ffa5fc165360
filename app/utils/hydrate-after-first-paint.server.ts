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
import { HOLD_FIRST_TAPS } from './first-taps';
import { HYDRATION_MODULE_ID } from './hydration-module-id';
import { NOT_YET, WHOLE_STYLESHEET_ID } from './whole-stylesheet';

const HYDRATION_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

// rAF runs just before the next paint; the timeout it queues runs after that paint. The nonce is
// read while the script runs (afterwards the browser hides it) and given to the module script.
// The whole stylesheet is linked at the same moment, not applied yet (app/utils/whole-stylesheet.ts):
// a sheet added by a script never blocks rendering.
const startAfterFirstPaint = (stylesheetHref: string | null) =>
  `(function(n,h){requestAnimationFrame(function(){setTimeout(function(){` +
  `if(h){var l=document.createElement('link');l.rel='stylesheet';l.media='${NOT_YET}';l.id='${WHOLE_STYLESHEET_ID}';l.href=h;document.head.appendChild(l)}` +
  `var s=document.createElement('script');s.type='module';s.nonce=n;` +
  `s.textContent=document.getElementById('${HYDRATION_MODULE_ID}').textContent;document.body.appendChild(s)})})})` +
  `(document.currentScript.nonce,${JSON.stringify(stylesheetHref).replaceAll('<', '\\u003c')})`;

export function hydrateAfterFirstPaint(html: string, stylesheetHref: string | null = null): string {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const found = HYDRATION_MODULE.exec(html);
  if (headStart < 0 || headEnd < 0 || !found || found.index < headEnd) return html;
  const [script, nonce, code] = found;
  // Taps before hydration are held from the start of <head> on (app/utils/first-taps.ts). Only
  // <head> loses its preloads (React hoists them there): the body holds page content.
  const head = html.slice(headStart + '<head>'.length, headEnd).replace(MODULE_PRELOAD, '');
  const inert = `<script type="text/plain" id="${HYDRATION_MODULE_ID}">${code}</script>`;
  const starter = `${inert}<script nonce="${nonce}">${startAfterFirstPaint(stylesheetHref)}</script>`;
  return (
    `${html.slice(0, headStart)}<head><script nonce="${nonce}">${HOLD_FIRST_TAPS}</script>${head}` +
    `${html.slice(headEnd, found.index)}${starter}${html.slice(found.index + script.length)}`
  );
}
