import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { envForThisTest } from '../../tests/env-for-test';
import { clientKey, networkOf } from './client-key';

const app = new Hono();
app.get('/', (c) => c.text(clientKey(c)));
const keyFor = async (headers: Record<string, string> = {}) => (await app.request('/', { headers })).text();

describe('clientKey', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is on (a client could claim any address)', async () => {
    envForThisTest({ TRUST_PROXY: 'false' });
    expect(await keyFor({ 'X-Forwarded-For': '203.0.113.5' })).toBe('unknown'); // no socket in app.request()
  });

  it('behind our proxy, takes the address the proxy appended, not what the client sent before it', async () => {
    envForThisTest({ TRUST_PROXY: 'true' });
    expect(await keyFor({ 'X-Forwarded-For': '203.0.113.5' })).toBe('203.0.113.5');
    expect(await keyFor({ 'X-Forwarded-For': '1.1.1.1, 2.2.2.2, 203.0.113.5' })).toBe('203.0.113.5');
    expect(await keyFor({ 'X-Forwarded-For': 'spoofed , 198.51.100.7 ' })).toBe('198.51.100.7');
  });

  it('behind our proxy, groups an IPv6 client by its /64', async () => {
    envForThisTest({ TRUST_PROXY: 'true' });
    const a = await keyFor({ 'X-Forwarded-For': '2001:db8:85a3:12::1' });
    const b = await keyFor({ 'X-Forwarded-For': '2001:db8:85a3:12:ffff:ffff:ffff:fffe' });
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(b).toBe(a);
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:0DB8:0000:0042:0000:8a2e:0370:7334', '2001:db8:0:42::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (address, expected) => {
    expect(networkOf(address)).toBe(expected);
  });

  it('tells different /64 networks apart', () => {
    expect(networkOf('2001:db8:0:1::1')).not.toBe(networkOf('2001:db8:0:2::1'));
  });
});
