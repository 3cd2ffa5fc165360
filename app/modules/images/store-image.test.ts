import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Uploads land under DATA_DIR, read once when the env module loads: point it at a temp directory
// before anything imports it (vi.hoisted runs ahead of the imports below).
const { dataDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'institute-images-'));
  process.env.DATA_DIR = dir;
  return { dataDir: dir };
});

const { storeImage, IMAGE_MAX_BYTES } = await import('./store-image.server');
const { storage } = await import('./storage.server');
const { AppError } = await import('~/utils/errors');
const { makePngClaiming } = await import('../../../tests/factories');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const storedCount = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'images')).length;
  } catch {
    return 0;
  }
};

async function variant(id: string, width: number) {
  const bytes = await storage.get(`images/${id}/${width}.webp`);
  expect(bytes, `variant ${width}`).not.toBeNull();
  return { bytes: Buffer.from(bytes!), metadata: await sharp(bytes!).metadata() };
}

/** A two-colour picture: red on the left half, blue on the right. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
  ]);

async function expectRefused(bytes: Uint8Array, status: number, message: RegExp) {
  const before = storedCount();
  const error = await storeImage({ bytes }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as InstanceType<typeof AppError>).status).toBe(status);
  expect((error as Error).message).toMatch(message);
  expect(storedCount()).toBe(before); // nothing half-stored
}

describe('storeImage', () => {
  it('turns a PNG into WebP variants with their sizes', async () => {
    const png = await halves(1200, 800).png().toBuffer();
    const stored = await storeImage({ bytes: png });
    expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), width: 1200, height: 800, widths: [480, 960, 1200] });
    for (const width of stored.widths) {
      const { bytes, metadata } = await variant(stored.id, width);
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((800 * width) / 1200) });
    }
  });

  it('never enlarges a small picture', async () => {
    const stored = await storeImage({ bytes: await halves(300, 200).png().toBuffer() });
    expect(stored).toMatchObject({ width: 300, height: 200, widths: [300] });
  });

  it('turns a JPEG with EXIF into upright WebP without any metadata', async () => {
    // Stored sideways (400×200, red left) with orientation 6: a camera held upright, so the
    // picture shows 200×400 with red on top. The EXIF also carries data that must not leak.
    const jpeg = await halves(400, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'private-owner', Artist: 'Asha Patil' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const stored = await storeImage({ bytes: jpeg });
    expect(stored).toMatchObject({ width: 200, height: 400, widths: [200] });
    const { bytes, metadata } = await variant(stored.id, 200);
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('private-owner')).toBe(false);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = pixel(100, 50);
    const [bottomRed, , bottomBlue] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('accepts WebP and GIF uploads', async () => {
    expect((await storeImage({ bytes: await halves(100, 50).webp().toBuffer() })).width).toBe(100);
    expect((await storeImage({ bytes: await halves(100, 50).gif().toBuffer() })).width).toBe(100);
  });

  it('refuses a text file named like a picture', async () => {
    await expectRefused(new TextEncoder().encode('GIF89a? no, just some text pretending to be photo.jpg\n'), 415, /not an image/);
  });

  it('refuses an SVG (it can carry script)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await expectRefused(new TextEncoder().encode(svg), 415, /JPEG, PNG, WebP or GIF/);
  });

  it('refuses a TIFF', async () => {
    await expectRefused(await halves(20, 20).tiff().toBuffer(), 415, /JPEG, PNG, WebP or GIF/);
  });

  it('refuses a truncated PNG with a 4xx, not a server error', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    await expectRefused(png.subarray(0, Math.floor(png.length / 2)), 415, /damaged or incomplete/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(new Uint8Array(0), 415, /not an image/);
  });

  it('refuses a file over 5 MB before looking at it', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await halves(20, 20).png().toBuffer());
    await expectRefused(big, 413, /at most 5 MB/);
  });

  it('refuses a decompression bomb from its header: a small PNG claiming 50000×50000 pixels', async () => {
    const bomb = await makePngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000); // the header really claims it
    await expectRefused(bomb, 413, /too many pixels/);
  });
});
