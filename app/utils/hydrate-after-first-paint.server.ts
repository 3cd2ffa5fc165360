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
export const HYDRATION_MODULE_ID = 'hydration-module';

const HYDRATION_MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

// rAF runs just before the next paint; the timeout it queues runs after that paint. The nonce is
// read while the script runs (afterwards the browser hides it) and given to the module script.
const START_AFTER_FIRST_PAINT =
  `(function(n){requestAnimationFrame(function(){setTimeout(function(){` +
  `var s=document.createElement('script');s.type='module';s.nonce=n;` +
  `s.textContent=document.getElementById('${HYDRATION_MODULE_ID}').textContent;document.body.appendChild(s)})})})(document.currentScript.nonce)`;

export function hydrateAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  // Only <head> loses its preloads (React hoists them there): the body holds page content.
  const page = html.slice(0, headEnd).replace(MODULE_PRELOAD, '') + html.slice(headEnd);
  return page.replace(
    HYDRATION_MODULE,
    (_script, nonce: string, code: string) =>
      `<script type="text/plain" id="${HYDRATION_MODULE_ID}">${code}</script><script nonce="${nonce}">${START_AFTER_FIRST_PAINT}</script>`,
  );
}
