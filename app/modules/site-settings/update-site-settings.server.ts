import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import type { StoredImage } from '~/modules/images/images';
import { getSiteSettings, SITE_SETTINGS_ID, type SavedSiteSettings } from './get-site-settings.server';
import { hasTranslations, translationsOf } from '~/modules/content/content-languages';
import { SITE_TRANSLATED_FIELDS, type SiteSettings, type SiteSettingsInput, type SiteTextTranslations } from './site-settings.schemas';

/** The settings as the audit log keeps them: pictures by id (their variants are files, not data). */
function auditView(settings: SiteSettings) {
  const pictureId = (image: StoredImage | null) => image?.id ?? null;
  return {
    address: settings.address,
    phones: settings.phones,
    email: settings.email,
    whatsappNumber: settings.whatsappNumber,
    social: settings.social,
    heroSlides: settings.heroSlides.map((slide) => ({ title: slide.title, text: slide.text, image: pictureId(slide.image) })),
    aboutBanner: { image: pictureId(settings.aboutBanner.image), alt: settings.aboutBanner.alt },
    // Unchanged (or never entered) versions are left out of the entry like any unchanged member.
    translations: settings.translations ?? null,
  };
}

/** Only what changed, before and after, so the audit log reads as the change staff made. */
function changedMembers(before: SiteSettings, after: SiteSettings) {
  const [was, now] = [auditView(before), auditView(after)];
  const keys = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, was[key]])), after: Object.fromEntries(keys.map((key) => [key, now[key]])) };
}

/**
 * Site Settings (dashboard and PUT /api/admin/site-settings): stores the new pictures (refused ones
 * stop the save before anything is written), then saves the whole document with its audit entry
 * in one transaction, and drops cached public pages so visitors see the change at once.
 */
export async function updateSiteSettings({
  input,
  translations,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: SiteSettingsInput;
  /** The Hindi and Marathi texts, replacing the saved ones (the dashboard); left out (the API), they stay. */
  translations?: Partial<SiteTextTranslations>;
  actor: AuditActor;
  db?: DB;
  now?: number;
}): Promise<SavedSiteSettings> {
  const [slide1, slide2, slide3, banner] = [input.slide1Image, input.slide2Image, input.slide3Image, input.aboutBannerImage];
  const newPictures: (StoredImage | undefined)[] = [];
  for (const files of [slide1, slide2, slide3, banner]) newPictures.push((await storeUploads(files))?.[0]);
  const [picture1, picture2, picture3, bannerPicture] = newPictures;

  const saved = await db.transaction().execute(async (trx) => {
    const { updatedAt: _at, updatedBy: _by, ...before } = await getSiteSettings({ db: trx });
    const texts: [string, string][] = [
      [input.slide1Title, input.slide1Text],
      [input.slide2Title, input.slide2Text],
      [input.slide3Title, input.slide3Text],
    ];
    const after: SiteSettings = {
      address: input.address,
      phones: [input.phone1, input.phone2],
      email: input.email,
      whatsappNumber: input.whatsappNumber,
      social: { facebook: input.facebookUrl, instagram: input.instagramUrl, youtube: input.youtubeUrl },
      heroSlides: texts.map(([title, text], i) => ({ title, text, image: [picture1, picture2, picture3][i] ?? before.heroSlides[i]?.image ?? null })),
      aboutBanner: { image: bannerPicture ?? before.aboutBanner.image, alt: input.aboutBannerAlt },
    };
    const versions = translations ? translationsOf(translations, SITE_TRANSLATED_FIELDS) : before.translations;
    if (versions && hasTranslations(versions)) after.translations = versions;
    const value = JSON.stringify(after);
    await trx
      .insertInto('site_settings')
      .values({ id: SITE_SETTINGS_ID, value, updated_at: now, updated_by: actor.id })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ value, updated_at: now, updated_by: actor.id }))
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'site-settings.update',
      entity: 'site-settings',
      entityId: SITE_SETTINGS_ID,
      ...changedMembers(before, after),
      now,
    });
    return { ...after, updatedAt: now, updatedBy: actor.id };
  });
  noteContentChanged();
  return saved;
}
