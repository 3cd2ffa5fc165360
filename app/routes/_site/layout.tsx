import { Outlet } from 'react-router';
import { usePublicConfig } from '~/utils/use-public-config';

export default function SiteLayout() {
  const config = usePublicConfig();
  return (
    <>
      <header className="bg-brand-700 p-4 text-white">
        <a href="/">{config.institute.name}</a>
      </header>
      <Outlet />
    </>
  );
}
