import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { envForThisTest } from '../tests/env-for-test';
import { signedInStudent } from '../tests/student-session';
import { languageSwitch } from './language-switch';

describe('GET /language (the header’s language switch)', () => {
  it('keeps the choice for a year and goes on to the same page in that language', async () => {
    envForThisTest({ APP_URL: 'https://institute.example' });
    const answer = await languageSwitch.request(`/language?to=mr&page=${encodeURIComponent('/courses?q=dialysis&page=2')}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/mr/courses?q=dialysis&page=2');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lang=mr;/);
    for (const part of ['Max-Age=31536000', 'Path=/', 'SameSite=Lax', 'Secure']) expect(cookie).toContain(part);
  });

  it('goes back to English at the address without a prefix, the home page included', async () => {
    const answer = await languageSwitch.request('/language?to=en&page=/');
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^lang=en;/);
    expect((await languageSwitch.request('/language?to=hi&page=/')).headers.get('location')).toBe('/hi');
  });

  it('refuses a language the site does not have, and a page of another site, setting nothing', async () => {
    for (const query of ['to=fr&page=/', 'to=&page=/', 'to=hi&page=//evil.example/', 'to=hi&page=/\\evil.example', 'to=hi&page=https://evil.example/']) {
      const answer = await languageSwitch.request(`/language?${query.replace('//evil', encodeURIComponent('//evil'))}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('set-cookie'), query).toBeNull();
      expect(await answer.text()).toMatch(/^(Choose English|The page to go back to)/);
    }
  });

  it('keeps a signed-in student’s choice on their profile, for their e-mails and money documents', async () => {
    const student = await signedInStudent();
    const languageOf = async () => (await db.selectFrom('users').select('language').where('id', '=', student.userId).executeTakeFirstOrThrow()).language;
    expect(await languageOf()).toBeNull();
    await languageSwitch.request('/language?to=mr&page=/applications', { headers: student.headers });
    expect(await languageOf()).toBe('mr');
    await languageSwitch.request('/language?to=en&page=/applications', { headers: student.headers });
    expect(await languageOf()).toBe('en');
    // A refused switch changes nothing.
    await languageSwitch.request('/language?to=fr&page=/', { headers: student.headers });
    expect(await languageOf()).toBe('en');
  });
});
