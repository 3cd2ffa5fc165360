import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Files live under DATA_DIR, read once when the env module loads: a temp directory, set first.
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'institute-media-'));
  process.env.DATA_DIR = dir;
  return { dataDir: dir };
});

const { media } = await import('./media');
const { storeImage } = await import('~/modules/images/store-image.server');
const { storage } = await import('~/modules/images/storage.server');

let id: string;
beforeAll(async () => {
  id = (
    await storeImage({
      bytes: await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
    })
  ).id;
  // Files a traversal would aim at: the database and a private document.
  writeFileSync(join(dataDir, 'app.db'), 'SECRET DATABASE');
  await storage.put('documents/aadhaar.webp', new TextEncoder().encode('SECRET DOCUMENT'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('GET /media/images/{id}/{width}.webp', () => {
  it('serves a stored variant as WebP with a year-long immutable cache', async () => {
    for (const width of [480, 600]) {
      const res = await media.request(`/images/${id}/${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes).toEqual(new Uint8Array((await storage.get(`images/${id}/${width}.webp`))!));
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
  });

  it.each([
    ['an unknown id', () => '/images/0190f3a1-7b2c-7d4e-8f00-123456789abc/480.webp'],
    ['a width that was not made', () => `/images/${id}/960.webp`],
    ['a malformed id', () => '/images/not-an-id/480.webp'],
    ['another extension', () => `/images/${id}/480.png`],
    ['a suffix after the extension', () => `/images/${id}/480.webp.tmp`],
    ['an upper-case id', () => `/images/${id.toUpperCase()}/480.webp`],
    ['a missing file name', () => `/images/${id}`],
  ])('answers %s with 404 and no long-lived cache', async (_label, path) => {
    const res = await media.request(path());
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it.each([
    '/images/../../app.db',
    '/images/..%2F..%2Fapp.db/480.webp',
    `/images/${id}/..%2F..%2F..%2Fapp.db`,
    `/images/${id}/%2e%2e%2f%2e%2e%2f%2e%2e%2fapp.db`,
    '/images/..%2F..%2Fdocuments/aadhaar.webp',
    '/images/%2e%2e/documents/aadhaar.webp',
    `/images/${id}/..%5C..%5C..%5Capp.db`,
    '/images/....//....//app.db',
    `/images/${id}%00/480.webp`,
  ])('refuses the traversal %s', async (path) => {
    const res = await media.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/SECRET/);
  });
});
