import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter } from './create-router';

// A resource answers a request that fails its schema in the API's own shape by itself, not only
// when it inherits a hook from the app it is mounted under.
const resource = createRouter<{ who: string }>();
resource.openapi(
  createRoute({
    method: 'post',
    path: '/echo',
    request: { body: { content: { 'application/json': { schema: z.object({ name: z.string({ error: 'Send a name.' }) }) } }, required: true } },
    responses: { 200: { description: 'The name', content: { 'application/json': { schema: z.object({ name: z.string() }) } } } },
  }),
  (c) => c.json({ name: c.req.valid('json').name }, 200),
);
const post = (body: unknown) => resource.request('/echo', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('createRouter', () => {
  it('answers a validation failure with { success: false, message } and 400 on its own, unmounted', async () => {
    const res = await post({ name: 42 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Send a name.' });
  });

  it('passes a valid request to the handler', async () => {
    const res = await post({ name: 'Asha' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Asha' });
  });
});
