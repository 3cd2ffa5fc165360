import type { DB } from '~/db/db.server';
import { getPublicConfig, type PublicConfig } from '~/utils/env.server';
import { getSiteSettings } from './get-site-settings.server';

/**
 * What every page shows about the institute (root loader): the environment's public facts with the
 * contact details staff keep on Site Settings (the environment's values until they save).
 */
export async function getSitePublicConfig({ db }: { db?: DB } = {}): Promise<PublicConfig> {
  const config = getPublicConfig();
  const settings = await getSiteSettings({ db });
  return {
    ...config,
    whatsappNumber: settings.whatsappNumber,
    institute: { ...config.institute, address: settings.address, phones: settings.phones, email: settings.email, social: settings.social },
  };
}
