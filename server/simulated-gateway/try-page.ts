import { html } from 'hono/html';

// /simulated-gateway/try: a TEST page to try the simulated checkout by hand (and the browser test's
// page). It exists only with the simulated gateway, that is only on a local site. Its scripts are
// files of our own origin, so the site's CSP (no inline script) holds here too.
export const tryPage = () =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>TEST checkout · simulated payment gateway</title>
        <link rel="icon" href="/favicon.png" type="image/png" />
        <link rel="stylesheet" href="/simulated-gateway/checkout.css" />
        <script src="/simulated-gateway/checkout.js" defer></script>
        <script src="/simulated-gateway/try.js" defer></script>
      </head>
      <body class="rzp-sim-page">
        <main>
          <p class="rzp-sim-badge">TEST MODE</p>
          <h1>TEST checkout</h1>
          <p>
            This site takes payments through the <strong>simulated gateway</strong>, a stand-in for Razorpay that exists only while the site runs on localhost.
            No money moves. The button below creates a TEST order of ₹1.00 and opens the TEST checkout.
          </p>
          <button type="button" class="rzp-sim-button rzp-sim-primary" id="rzp-sim-try">Pay ₹1.00 with the TEST checkout</button>
          <h2>What the page received</h2>
          <pre id="rzp-sim-result" role="status" aria-live="polite">Nothing yet.</pre>
        </main>
      </body>
    </html>`;
