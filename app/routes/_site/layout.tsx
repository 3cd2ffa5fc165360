import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { usePublicConfig } from '~/utils/use-public-config';

export default function SiteLayout() {
  const config = usePublicConfig();
  return (
    <>
      <header className="bg-brand-700 p-4 text-white">
        <a href="/">{config.institute.name}</a>
      </header>
      <Outlet />
      {/* Spec §9: top-right, 5 s, pause on hover and focus loss, drag 80 %, Alt+T, queued over a limit. */}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} limit={5} />
    </>
  );
}
