import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// Noto Sans from the pinned npm package @expo-google-fonts/noto-sans (docs/decisions/026-receipts.md):
// it is installed by `npm install` like any dependency, so a receipt prints the same ₹ on a fresh
// clone, in CI and in production, with no system font package to remember.
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type ReceiptFonts = Record<keyof typeof FILES, fontkit.Font>;

let fonts: ReceiptFonts | undefined;

/**
 * The fonts parsed once per process. pdfkit accepts a parsed fontkit font (pdfkit 0.20), and a
 * document then only subsets it: parsing the 600 KB files for every receipt took ~7 times longer
 * than drawing it, and a receipt is drawn inside the payment's transaction.
 */
export function receiptFonts(): ReceiptFonts {
  fonts ??= {
    regular: fontkit.create(readFileSync(require.resolve(FILES.regular))) as fontkit.Font,
    bold: fontkit.create(readFileSync(require.resolve(FILES.bold))) as fontkit.Font,
  };
  return fonts;
}
