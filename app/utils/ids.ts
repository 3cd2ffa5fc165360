// UUID version 7, ordered by creation time, so ids sort like their rows were written and index
// inserts stay local. Ids made in the same millisecond by this process count up in the 12 bits after
// the version (RFC 9562 §6.2, method 1), so that they too sort in the order they were made: an audit
// trail's create and delete in one millisecond read create first. A new millisecond starts the count
// at a random value below 2,048; the last 62 bits are always from the CSPRNG.
let lastTime = -1;
let lastCount = 0;

export function newId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const count = now === lastTime && lastCount < 0xfff ? lastCount + 1 : ((bytes[6]! << 8) | bytes[7]!) & 0x7ff;
  lastTime = now;
  lastCount = count;
  const time = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((time >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (count >> 8);
  bytes[7] = count & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isId = (value: string) => idPattern.test(value);
