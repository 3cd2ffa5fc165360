import type { StoredImage } from '~/db/schema';

// Browser-safe helpers to address stored images: /media/images/{id}/{width}.webp
export type { StoredImage };

export function imageUrl(image: StoredImage, width?: number): string {
  const widths = image.widths;
  const chosen = width ? (widths.find((w) => w >= width) ?? widths[widths.length - 1]) : widths[widths.length - 1];
  return `/media/images/${image.id}/${chosen}.webp`;
}

export function imageSrcSet(image: StoredImage): string {
  return image.widths.map((w) => `/media/images/${image.id}/${w}.webp ${w}w`).join(', ');
}

export function parseImages(json: string | null): StoredImage[] {
  if (!json) return [];
  const value = JSON.parse(json) as StoredImage | StoredImage[];
  return Array.isArray(value) ? value : [value];
}
