import { Hono } from 'hono';
import { storage } from '~/modules/images/storage.server';

// Public images (course, news and event pictures). Names are server-generated and never reused,
// so a response can be cached for a year. Private documents are never stored under images/.
export const media = new Hono();

media.get('/images/:id/:file', async (c) => {
  const { id, file } = c.req.param();
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,4}\.webp$/.test(file)) return c.notFound();
  const bytes = await storage.get(`images/${id}/${file}`);
  if (!bytes) return c.notFound();
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
