import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { formatDateTime } from '~/utils/dates';
import { SiteSettingsForm } from '~/components/dashboard/settings/site-settings-form';
import { standardHeroPictures } from '~/components/site/hero-slides';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { translationsOf } from '~/modules/content/content-languages';
import {
  SITE_SETTINGS_SAVED,
  SITE_TRANSLATED_FIELDS,
  siteSettingsFields,
  siteSettingsForm,
  siteTranslationsForm,
} from '~/modules/site-settings/site-settings.schemas';
import { updateSiteSettings } from '~/modules/site-settings/update-site-settings.server';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/site-settings';

export const meta: Route.MetaFunction = () => dashboardMeta('Site Settings');

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'content');
  const settings = await getSiteSettings();
  return {
    settings: {
      fields: siteSettingsFields(settings),
      slidePictures: settings.heroSlides.map((slide) => slide.image),
      standardSlidePictures: standardHeroPictures(),
      bannerPicture: settings.aboutBanner.image,
      translations: settings.translations ?? {},
    },
    savedAt: settings.updatedAt === null ? null : formatDateTime(settings.updatedAt),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'content');
  return runAction(async () => {
    const input = parseForm(siteSettingsForm.extend(siteTranslationsForm.shape), await readForm(request));
    await updateSiteSettings({ input, translations: translationsOf(input, SITE_TRANSLATED_FIELDS), actor: actorOf(admin) });
    return `${SITE_SETTINGS_SAVED} The public pages show them now.`;
  });
}

export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="site-settings-heading">
      <h1 id="site-settings-heading" className="text-2xl font-semibold text-slate-900">
        Site Settings
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-700">
        {loaderData.savedAt
          ? `Last saved ${loaderData.savedAt}.`
          : "Not saved yet: the site shows the values from the server's configuration, filled in below."}
      </p>
      <SiteSettingsForm settings={loaderData.settings} />
    </section>
  );
}
