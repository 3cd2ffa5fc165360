import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressRequest } from './public-origin';

// docs/decisions/036-deployed-behind-a-proxy.md: the app sees every request as addressed to APP_URL.
const request = (method: string, url: string, headers: Record<string, string>) => ({ method, url, headers }) as unknown as IncomingMessage;
const behindProxy = { appUrl: new URL('https://institute.example.org'), isLocal: false, trustProxy: true };
const localSite = { appUrl: new URL('http://localhost:3000'), isLocal: true, trustProxy: false };

describe('a request behind a TLS proxy', () => {
  it('reaches the app as addressed to APP_URL, whatever Host and scheme the proxy connected with', () => {
    for (const [method, target, host] of [
      ['POST', '/dashboard/setup/abc?x=1', 'institute.example.org'],
      ['GET', '/courses', '10.0.0.7:3000'],
      ['POST', '/api/admin/login', 'app_nodes'],
    ] as const) {
      for (const trustProxy of [true, false]) {
        const incoming = request(method, target, { host });
        expect(addressRequest(incoming, { ...behindProxy, trustProxy })).toEqual({});
        expect(incoming.url).toBe(`https://institute.example.org${target}`);
      }
    }
  });

  it('sends a page asked for over plain http, or by another name of the site, to APP_URL (with TRUST_PROXY, from the forwarded headers)', () => {
    const page = (headers: Record<string, string>) => addressRequest(request('GET', '/courses?q=gnm', { host: 'app_nodes', ...headers }), behindProxy);
    expect(page({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'institute.example.org' })).toEqual({
      redirectTo: 'https://institute.example.org/courses?q=gnm',
    });
    expect(page({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.institute.example.org' })).toEqual({
      redirectTo: 'https://institute.example.org/courses?q=gnm',
    });
    // The last value is our proxy's; what the client sent itself comes first and is ignored.
    expect(page({ 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, institute.example.org' })).toEqual({});
    // The port is not compared (nginx's $host has none); a header not sent decides nothing, so a proxy
    // that forwards neither header never causes a redirect loop.
    expect(page({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Institute.Example.org:443' })).toEqual({});
    expect(page({})).toEqual({});
  });

  it('never redirects API calls or writes, nor anything when the proxy is not trusted', () => {
    const forwarded = { host: 'app_nodes', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'other.example' };
    expect(addressRequest(request('GET', '/api/courses', forwarded), behindProxy)).toEqual({});
    expect(addressRequest(request('POST', '/contact', forwarded), behindProxy)).toEqual({});
    expect(addressRequest(request('GET', '/', forwarded), { ...behindProxy, trustProxy: false })).toEqual({});
    expect(addressRequest(request('GET', '/', { host: '127.0.0.1:3000' }), { ...behindProxy, trustProxy: false })).toEqual({});
  });

  it('leaves an absolute-form target to the adapter, which validates it', () => {
    const incoming = request('GET', 'http://elsewhere.example/', { host: 'elsewhere.example' });
    expect(addressRequest(incoming, behindProxy)).toEqual({});
    expect(incoming.url).toBe('http://elsewhere.example/');
  });
});

describe('a local site reached by another loopback name', () => {
  it('sends pages to APP_URL, path and query kept, so a student signs in on one host name', () => {
    expect(addressRequest(request('GET', '/login?next=/applications', { host: '127.0.0.1:3000' }), localSite)).toEqual({
      redirectTo: 'http://localhost:3000/login?next=/applications',
    });
    expect(addressRequest(request('HEAD', '/', { host: '[::1]:3000' }), localSite)).toEqual({ redirectTo: 'http://localhost:3000/' });
    expect(addressRequest(request('GET', '/', { host: 'localhost:3000' }), { ...localSite, appUrl: new URL('http://127.0.0.1:3000') })).toEqual({
      redirectTo: 'http://127.0.0.1:3000/',
    });
  });

  it('answers API calls and writes on either name (they carry no page cookies), as addressed to APP_URL', () => {
    for (const [method, target] of [
      ['GET', '/api/courses'],
      ['POST', '/api/auth/sign-in/email-otp'],
    ] as const) {
      const incoming = request(method, target, { host: '127.0.0.1:3000' });
      expect(addressRequest(incoming, localSite)).toEqual({});
      expect(incoming.url).toBe(`http://localhost:3000${target}`);
    }
  });

  it('is not redirected from a name that is not loopback (HOST set to reach it from the network)', () => {
    expect(addressRequest(request('GET', '/', { host: '192.168.1.20:3000' }), localSite)).toEqual({});
  });
});
