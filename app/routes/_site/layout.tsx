import { Outlet } from 'react-router';
import { getPublicConfig } from '~/utils/env.server';
import type { Route } from './+types/layout';

export function loader() {
  return { config: getPublicConfig() };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="bg-brand-700 p-4 text-white">
        <a href="/">{loaderData.config.institute.name}</a>
      </header>
      <Outlet />
    </>
  );
}
