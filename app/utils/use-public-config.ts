import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** The institute's public facts (name, contacts, WhatsApp number), loaded once by the root route. */
export function usePublicConfig() {
  return useRouteLoaderData<typeof rootLoader>('root')!.config;
}
