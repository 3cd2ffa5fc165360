// `npm run first-tap`: how long the first tap takes to do its job on a phone's CPU. Opens Home in
// Debian's Chromium headless shell with 4× CPU throttling (a mid-range phone, as Lighthouse
// simulates) and slow 4G (Lighthouse's figures: 150 ms RTT, 1.6 Mbit/s down), taps Login at
// `DOMContentLoaded`, before the page has hydrated, and times the tap until the sign-in dialog is
// open. A tap before hydration is held and replayed (decision 040); a public page fetches and runs
// its modules only from that tap on (decision 049), so this is where that cost shows.
// Each run is a fresh browser context (nothing cached). Prints every run, the median and p90.
//   npm run first-tap                       # builds into build-perf/ if needed, starts a fresh server
//   npm run first-tap -- --url URL          # a server that is already running
//   FIRST_TAP_RUNS=10 npm run first-tap
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../tests/setup/chromium.ts';
import { targetServer } from './perf-server.ts';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 7);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const target = await targetServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const timings: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    // A wide window, where Login sits in the bar (on a phone's width it is in the menu); the CPU is the phone's.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`${target.url}/`, { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    const tapped = Date.now();
    await login.click();
    await page.getByRole('dialog', { name: 'Student Login' }).waitFor({ state: 'visible', timeout: 60_000 });
    timings.push(Date.now() - tapped);
    console.log(`run ${run}: ${timings.at(-1)} ms from the tap to the open dialog`);
    await context.close();
  }
} finally {
  await browser.close();
  await target.stop();
}
const sorted = [...timings].sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
console.log(`Login tapped at DOMContentLoaded (4× CPU, slow 4G), ${RUNS} runs: median ${at(0.5)} ms, p90 ${at(0.9)} ms.`);
