import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, signInFirst } from './sign-in-return';

const ORIGIN = 'https://institute.example';

describe('the page a sign-in goes on to', () => {
  it('is the page asked for, with its query, and never the router’s own parameters', () => {
    expect(signInFirst('sign-in', `${ORIGIN}/pay-course/0190?x=1`)).toBe('/?sign-in=1&next=%2Fpay-course%2F0190%3Fx%3D1');
    expect(signInFirst('admin-login', `${ORIGIN}/dashboard/dues.data?name=Asha&_routes=routes%2Fdashboard%2Fdues`)).toBe(
      '/?admin-login=1&next=%2Fdashboard%2Fdues%3Fname%3DAsha',
    );
    expect(signInFirst('admin-login', `${ORIGIN}/dashboard?index`)).toBe('/?admin-login=1&next=%2Fdashboard');
  });

  it('is a path within the page’s language, which React Router puts back in front (decision 043)', () => {
    expect(signInFirst('sign-in', `${ORIGIN}/mr/applications`)).toBe('/?sign-in=1&next=%2Fapplications');
    expect(signInFirst('sign-in', `${ORIGIN}/hi/pay-course/0190.data?_routes=x`)).toBe('/?sign-in=1&next=%2Fpay-course%2F0190');
  });

  it('is read back from the address, as a path of this site', () => {
    expect(pageAfterSignIn(signInFirst('sign-in', `${ORIGIN}/pay-course/0190?x=1`).slice(1), ORIGIN)).toBe('/pay-course/0190?x=1');
    expect(pageAfterSignIn('?sign-in=1', ORIGIN)).toBeNull();
  });

  it.each(['https://elsewhere.example/', '//elsewhere.example/pay', '/\\elsewhere.example', 'javascript:alert(1)', 'pay-course/1', ''])(
    'is nothing when the address names %j',
    (next) => {
      expect(pageAfterSignIn(`?sign-in=1&next=${encodeURIComponent(next)}`, ORIGIN)).toBeNull();
    },
  );
});
