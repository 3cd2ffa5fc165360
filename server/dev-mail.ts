import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { usesOutbox } from '~/modules/mail/send-mail.server';
import { env } from '~/utils/env.server';

// /dev/mail: the development outbox (password reset codes included), newest first. Only on a
// local site (APP_URL on localhost: docs/decisions/016-local-conveniences.md), only while no SMTP
// server is configured, and only to a browser on this machine: the socket must be a loopback
// address and no proxy may have forwarded the request (a reverse proxy on the same host connects
// from 127.0.0.1 too). Outside local it is 404 even from loopback: a public deployment never has
// a page of sign-in and reset codes, whatever else is misconfigured.
export function isLocalRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket (app.request in tests): not provably local
  }
  return !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));
}

export const devMail = new Hono();

devMail.get('/', async (c) => {
  if (!env.isLocal || !usesOutbox() || !isLocalRequest(c)) return c.json({ success: false, message: 'Not found.' }, 404);
  const messages = await findOutbox({ limit: 50 });
  c.header('Cache-Control', 'no-store');
  // hono/html escapes every interpolated value: subjects and bodies are shown as text.
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Development outbox</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              max-width: 60rem;
              margin: 2rem auto;
              padding: 0 1rem;
              color: #1e293b;
            }
            article {
              border-top: 1px solid #e2e8f0;
              padding: 1rem 0;
            }
            pre {
              white-space: pre-wrap;
              background: #f1f5f9;
              padding: 1rem;
              border-radius: 4px;
            }
          </style>
        </head>
        <body>
          <h1>Development outbox</h1>
          <p>E-mails this server would have sent (no SMTP_URL is set), newest first.</p>
          ${messages.length === 0 ? html`<p>No e-mails yet.</p>` : ''}
          ${messages.map(
            (m) =>
              html`<article>
                <h2>${m.subject}</h2>
                <p>
                  To: ${m.to.map((t) => t.address).join(', ')} ·
                  <time datetime="${new Date(m.sentAt).toISOString()}">${new Date(m.sentAt).toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
                </p>
                <pre>${m.text}</pre>
              </article>`,
          )}
        </body>
      </html>`,
  );
});
