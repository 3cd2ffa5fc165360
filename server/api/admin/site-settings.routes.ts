import { createRoute, z } from '@hono/zod-openapi';
import { imageUrl } from '~/modules/images/images';
import { getSiteSettings, type SavedSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { SITE_SETTINGS_SAVED, siteSettingsFields, siteSettingsForm, siteSettingsText } from '~/modules/site-settings/site-settings.schemas';
import { updateSiteSettings } from '~/modules/site-settings/update-site-settings.server';
import { createRouter } from '../create-router';
import { badInput, done, json, tokenHeader, unauthorized, uploadFailures } from '../openapi-kit';
import { isMultipart, jsonOrMultipartOnly } from '../request-guards';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Site Settings (issue 9, point 15): the institute's contact details, the Home slides and the About
// banner. The answer uses the field names PUT takes, so a client can read, change and send back.
const TAGS = ['Admin: site settings'];

const pictureUrl = z.string().nullable().openapi({ description: "URL of the picture staff chose; null: the site's standard picture" });
const siteSettingsJson = z
  .object({
    address: z.string(),
    phone1: z.string(),
    phone2: z.string(),
    email: z.string(),
    whatsappNumber: z.string().openapi({ description: 'Digits only, with the country code' }),
    facebookUrl: z.string().openapi({ description: 'Empty: no link' }),
    instagramUrl: z.string(),
    youtubeUrl: z.string(),
    slide1Title: z.string(),
    slide1Text: z.string(),
    slide1Image: pictureUrl,
    slide2Title: z.string(),
    slide2Text: z.string(),
    slide2Image: pictureUrl,
    slide3Title: z.string(),
    slide3Text: z.string(),
    slide3Image: pictureUrl,
    aboutBannerAlt: z.string(),
    aboutBannerImage: pictureUrl,
    updatedAt: z.string().nullable().openapi({ description: 'ISO 8601 time of the last save; null: never saved, the values come from the environment' }),
  })
  .openapi('SiteSettings');

function settingsJson(settings: SavedSiteSettings): z.infer<typeof siteSettingsJson> {
  const picture = (image: Parameters<typeof imageUrl>[0] | null) => (image ? imageUrl(image) : null);
  const [slide1, slide2, slide3] = settings.heroSlides;
  return {
    ...siteSettingsFields(settings),
    slide1Image: picture(slide1!.image),
    slide2Image: picture(slide2!.image),
    slide3Image: picture(slide3!.image),
    aboutBannerImage: picture(settings.aboutBanner.image),
    updatedAt: settings.updatedAt === null ? null : new Date(settings.updatedAt).toISOString(),
  };
}

const answer = done.extend({ settings: siteSettingsJson });

export const siteSettingsApi = createRouter<AdminVariables>();

siteSettingsApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/site-settings',
    tags: TAGS,
    summary: "The site's settings in force (saved, or the environment's values)",
    middleware: [requireStaff('content')] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(answer, 'The settings'), ...unauthorized },
  }),
  async (c) => c.json({ success: true as const, message: 'Site settings', settings: settingsJson(await getSiteSettings()) }, 200),
);

siteSettingsApi.openapi(
  createRoute({
    method: 'put',
    path: '/admin/site-settings',
    tags: TAGS,
    summary: 'Save the site settings (every text; pictures optional)',
    description:
      'JSON with every text field, or multipart/form-data with the same fields plus new pictures ' +
      '(slide1Image, slide2Image, slide3Image, aboutBannerImage); a picture left out stays as it is. Audited.',
    middleware: [requireStaff('content'), jsonOrMultipartOnly('the site settings')] as const,
    request: {
      headers: tokenHeader,
      // Not `required`: with it, each media type's validator would also judge the other's requests.
      // jsonOrMultipartOnly has refused anything else before the validators run.
      body: { content: { 'application/json': { schema: siteSettingsText }, 'multipart/form-data': { schema: siteSettingsForm } }, required: false },
    },
    responses: { 200: json(answer, SITE_SETTINGS_SAVED), ...badInput, ...unauthorized, ...uploadFailures },
  }),
  async (c) => {
    // Both media types are declared, so each validator passes the other's requests through with an
    // empty object: read the one the request says it sent.
    const input = isMultipart(c) ? c.req.valid('form') : c.req.valid('json');
    const settings = await updateSiteSettings({ input, actor: actorOf(c) });
    return c.json({ success: true as const, message: SITE_SETTINGS_SAVED, settings: settingsJson(settings) }, 200);
  },
);
