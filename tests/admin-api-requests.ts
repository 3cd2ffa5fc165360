// Helpers of the staff API suites (content-*.db.test.ts): requests as an administrator.
import { makeImageBytes, makePngClaiming } from './factories';
import { api } from '../server/api/api';

export type Part = string | { bytes: Uint8Array; name: string; type: string };

export function form(fields: Record<string, Part | Part[] | undefined>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const part of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') body.append(key, part);
      else body.append(key, new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type }));
    }
  }
  return body;
}

export const send = (path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}) =>
  api.request(path, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers: { ...(init.token ? { token: init.token } : {}), ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });

export const smallPng = async (hue = 170) => ({ bytes: await makeImageBytes({ hue, width: 320, height: 200 }), name: 'photo.png', type: 'image/png' });
export const svgImage = () => ({
  bytes: new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  ),
  name: 'logo.svg',
  type: 'image/svg+xml',
});
export const textAsJpeg = () => ({ bytes: new TextEncoder().encode('just some text, not a picture'), name: 'photo.jpg', type: 'image/jpeg' });
export const pixelBomb = async () => ({ bytes: await makePngClaiming(50_000, 50_000), name: 'bomb.png', type: 'image/png' });
/** A real PNG padded to 6 MB. */
export const sixMegabytes = async () => {
  const png = await makeImageBytes({ width: 64, height: 64 });
  const bytes = new Uint8Array(6 * 1024 * 1024);
  bytes.set(png);
  return { bytes, name: 'big.png', type: 'image/png' };
};

export async function expectFailure(res: Response, status: number, message?: string | RegExp) {
  const body = await res.json();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  if (body.success !== false || typeof body.message !== 'string') throw new Error(`not a failure body: ${JSON.stringify(body)}`);
  if (typeof message === 'string' && body.message !== message) throw new Error(`message ${JSON.stringify(body.message)} is not ${JSON.stringify(message)}`);
  if (message instanceof RegExp && !message.test(body.message)) throw new Error(`message ${JSON.stringify(body.message)} does not match ${message}`);
  return body;
}
