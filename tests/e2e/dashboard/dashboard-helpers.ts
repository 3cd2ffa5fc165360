import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { waitForMail } from '../mailbox';

// Shared by the dashboard browser suites. Staff sign-in calls are rate-limited per client (10 per
// 15 minutes for each of login and register), so suites sign in through the API only where the
// dialog itself is not what is being tested: as the demo administrator once per worker
// (content-fixtures.ts), or as a fresh administrator where a test needs its own.
export const ACCESS_PASSWORD = 'e2e-staff-access-secret'; // ADMIN_SIGNUP_SECRET of tests/setup/e2e-server.ts
export const STRONG_PASSWORD = 'Wardha-Road-Lab-42';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.org`;

/** A valid 64×64 PNG (a flat teal square), built here so no fixture file is needed. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [11, 94, 88]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Registers a fresh administrator through the API. With `page.request` the session cookie lands in
 * the page's browser context, so the page is signed in as that administrator.
 */
export async function registerAdmin(
  request: APIRequestContext,
  { name = 'Test Administrator', email = uniqueEmail('staff'), password = STRONG_PASSWORD, photo = false } = {},
) {
  const response = await request.post('/api/admin/register', {
    multipart: {
      name,
      email,
      password,
      accessPassword: ACCESS_PASSWORD,
      ...(photo ? { image: { name: 'photo.png', mimeType: 'image/png', buffer: tinyPng() } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, email, password };
}

/** The reset code in the newest e-mail the site really sent to `email` (through SMTP). */
export async function readResetCode(email: string): Promise<string> {
  const mail = await waitForMail(email, 'Your password reset code');
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

export async function expectSignedOutRedirect(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(`/?admin-login=1&next=${encodeURIComponent(path)}`);
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
}

/** Collects any browser dialog (alert, confirm, prompt): the dashboard must not open one (issue 9). */
export function browserDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/**
 * One action, one notice (issue 9): `text`, exactly, is said by a toast (react-toastify's
 * container, as a visitor sees it), and nowhere else on the page: no second copy in a status line.
 */
export async function saidOnce(page: Page, text: string) {
  await expect(page.locator('.Toastify').getByRole('alert').getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
}

/**
 * A refusal said once, at its field (issue 9): the field is invalid and described by exactly
 * `text`, the page says it nowhere else, and no toast said it (`toasts`: recordToasts' record).
 */
export async function saidAtField(field: Locator, text: string, toasts: () => Promise<string[]>) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field.page().getByText(text, { exact: true })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field.page().getByText(text, { exact: true })).toHaveCount(1);
  expect(await toasts()).not.toContain(text);
}
