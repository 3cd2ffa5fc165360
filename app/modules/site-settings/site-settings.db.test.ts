import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { contentVersion } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { env } from '~/utils/env.server';
import { makeImageBytes } from '../../../tests/factories';
import { getSitePublicConfig } from './get-site-public-config.server';
import { getSiteSettings } from './get-site-settings.server';
import { DEFAULT_HERO_SLIDES, siteSettingsFields, siteSettingsForm } from './site-settings.schemas';
import { updateSiteSettings } from './update-site-settings.server';

// Site Settings on a real database: the environment's values until the first save, then the saved
// document, each save audited with what changed. The tests run in order on one database.
const actor = { type: 'admin' as const, id: 'admin-settings' };
const at = Date.UTC(2030, 4, 1, 6, 30);
const picture = async (hue: number) => new File([await makeImageBytes({ hue, width: 1200, height: 675 })], 'slide.png', { type: 'image/png' });
const auditRows = () => db.selectFrom('audit_log').selectAll().where('entity', '=', 'site-settings').orderBy('created_at').execute();

describe('before anything is saved', () => {
  it("the settings are the environment's values, the standard slides and no pictures", async () => {
    const settings = await getSiteSettings();
    expect(settings).toEqual({
      address: env.INSTITUTE_ADDRESS,
      phones: [env.INSTITUTE_PHONE_1, env.INSTITUTE_PHONE_2],
      email: env.INSTITUTE_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
      social: { facebook: env.SOCIAL_FACEBOOK_URL, instagram: env.SOCIAL_INSTAGRAM_URL, youtube: env.SOCIAL_YOUTUBE_URL },
      heroSlides: DEFAULT_HERO_SLIDES.map(({ title, text }) => ({ title, text, image: null })),
      aboutBanner: { image: null, alt: 'Students training in a hospital skills lab' },
      updatedAt: null,
      updatedBy: null,
    });
    const config = await getSitePublicConfig();
    expect(config.institute).toMatchObject({
      address: env.INSTITUTE_ADDRESS,
      phones: [env.INSTITUTE_PHONE_1, env.INSTITUTE_PHONE_2],
      email: env.INSTITUTE_EMAIL,
    });
    expect(config.whatsappNumber).toBe(env.WHATSAPP_NUMBER);
  });

  it('a refused picture stops the save: nothing stored, nothing audited', async () => {
    const fields = siteSettingsFields(await getSiteSettings());
    const text = new File([new TextEncoder().encode('not a picture at all')], 'slide.jpg', { type: 'image/jpeg' });
    const input = siteSettingsForm.parse({ ...fields, phone1: '+91 90000 00001', slide1Image: text });
    const error = await updateSiteSettings({ input, actor, now: at }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 415 });
    expect(await db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
    expect((await getSiteSettings()).phones[0]).toBe(env.INSTITUTE_PHONE_1);
  });
});

describe('saving', () => {
  it('stores the texts and a slide picture as WebP variants, audits only what changed, and drops cached pages', async () => {
    const fields = siteSettingsFields(await getSiteSettings());
    const input = siteSettingsForm.parse({
      ...fields,
      phone2: '+91 98220 55555',
      whatsappNumber: '+91 98220 55555',
      slide2Title: 'Learn in real hospitals',
      slide2Image: await picture(30),
      instagramUrl: '',
    });
    const version = contentVersion();
    await updateSiteSettings({ input, actor, now: at });
    expect(contentVersion()).toBeGreaterThan(version);

    const saved = await getSiteSettings();
    expect(saved).toMatchObject({ phones: [env.INSTITUTE_PHONE_1, '+91 98220 55555'], whatsappNumber: '919822055555', updatedAt: at, updatedBy: actor.id });
    expect(saved.social.instagram).toBe('');
    expect(saved.heroSlides[1]).toMatchObject({ title: 'Learn in real hospitals', text: DEFAULT_HERO_SLIDES[1].text });
    expect(saved.heroSlides[1]!.image).toMatchObject({ width: 1200, height: 675, widths: [480, 960, 1200] });
    expect(saved.heroSlides[0]!.image).toBeNull();
    const config = await getSitePublicConfig();
    expect(config.institute.phones).toEqual([env.INSTITUTE_PHONE_1, '+91 98220 55555']);
    expect(config.whatsappNumber).toBe('919822055555');

    const [entry] = await auditRows();
    expect(entry).toMatchObject({ actor_type: 'admin', actor_id: actor.id, action: 'site-settings.update', entity_id: 'site', created_at: at });
    expect(JSON.parse(entry!.before!)).toEqual({
      phones: [env.INSTITUTE_PHONE_1, env.INSTITUTE_PHONE_2],
      whatsappNumber: env.WHATSAPP_NUMBER,
      social: { facebook: env.SOCIAL_FACEBOOK_URL, instagram: env.SOCIAL_INSTAGRAM_URL, youtube: env.SOCIAL_YOUTUBE_URL },
      heroSlides: DEFAULT_HERO_SLIDES.map(({ title, text }) => ({ title, text, image: null })),
    });
    const after = JSON.parse(entry!.after!);
    expect(Object.keys(after)).toEqual(['phones', 'whatsappNumber', 'social', 'heroSlides']);
    expect(after.heroSlides[1]).toEqual({ title: 'Learn in real hospitals', text: DEFAULT_HERO_SLIDES[1].text, image: saved.heroSlides[1]!.image!.id });
  });

  it('a save without pictures keeps the pictures chosen before; a new banner picture replaces none of them', async () => {
    const before = await getSiteSettings();
    const input = siteSettingsForm.parse({ ...siteSettingsFields(before), address: 'Plot 4, Dhantoli, Nagpur 440012', aboutBannerImage: await picture(200) });
    await updateSiteSettings({ input, actor, now: at + 1000 });
    const after = await getSiteSettings();
    expect(after.address).toBe('Plot 4, Dhantoli, Nagpur 440012');
    expect(after.heroSlides.map((slide) => slide.image)).toEqual(before.heroSlides.map((slide) => slide.image));
    expect(after.aboutBanner.image).toMatchObject({ width: 1200 });
    const entries = await auditRows();
    expect(entries).toHaveLength(2);
    expect(Object.keys(JSON.parse(entries[1]!.after!))).toEqual(['address', 'aboutBanner']);
    expect(await db.selectFrom('site_settings').select('id').execute()).toEqual([{ id: 'site' }]);
  });
});
