import type { OpenAPIHono } from '@hono/zod-openapi';
import { html, raw } from 'hono/html';
import { createRouter } from './create-router';

// /api/openapi.json (OpenAPI 3.1) and /api/docs, a readable page made from the same document on
// the server: no script, no outside assets, so it works offline and under our CSP.
// The parts of an OpenAPI operation the page shows.
type Operation = {
  summary?: string;
  responses?: Record<string, { description?: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

export function apiDocs(api: Pick<OpenAPIHono, 'getOpenAPI31Document'>) {
  const document = () =>
    api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Institute web platform API', version: '1.0.0', description: 'The REST contract of the product specification §7.' },
      // Paths below are relative to the mount point in server/app.ts.
      servers: [{ url: '/api' }],
    });
  const docs = createRouter();
  // The same for everyone until the next deployment: browsers, proxies and the anonymous cache may keep it.
  docs.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=300');
  });
  docs.get('/openapi.json', (c) => c.json(document()));
  docs.get('/docs', (c) => {
    const doc = document();
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const rows = operations.map(
      ({ path, method, op }) =>
        html`<section>
          <h2><code>${method} /api${path}</code></h2>
          <p>${op.summary ?? ''}</p>
          <h3>Responses</h3>
          <ul>
            ${raw(
              Object.entries(op.responses ?? {})
                .map(([status, r]) => `<li><strong>${status}</strong> ${escape(r.description ?? '')}</li>`)
                .join(''),
            )}
          </ul>
          ${Object.entries(op.requestBody?.content ?? {}).map(
            ([type, media]) =>
              html`<h3>Request body (<code>${type}</code>)</h3>
                <pre>${JSON.stringify(media.schema ?? {}, null, 2)}</pre>`,
          )}
        </section>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>API documentation</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 60rem;
                margin: 2rem auto;
                padding: 0 1rem;
                color: #1e293b;
              }
              code,
              pre {
                background: #f1f5f9;
                padding: 0.2rem 0.4rem;
                border-radius: 4px;
              }
              pre {
                padding: 1rem;
                overflow: auto;
              }
              section {
                border-top: 1px solid #e2e8f0;
                padding: 1rem 0;
              }
            </style>
          </head>
          <body>
            <h1>${doc.info.title}</h1>
            <p>${doc.info.description}</p>
            <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
            ${rows}
          </body>
        </html>`,
    );
  });
  return docs;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
