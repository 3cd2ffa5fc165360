// The browser the suites drive: Debian's `chromium-headless-shell`, the same Chromium build as the
// `chromium` package without the desktop browser around it (what Playwright itself runs headless).
// On this 2-core machine it did the same two specs in 80 s against 109 s with `/usr/bin/chromium`,
// using 125 s of CPU against 184 s (decision 035). CHROMIUM_PATH points elsewhere.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
