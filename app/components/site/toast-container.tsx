import { ToastContainer } from 'react-toastify';
// Imported only here, so the bundler ships the stylesheet with this lazily loaded module: the
// browser fetches it when the first toast is asked for and the container waits for it (Vite's
// preload of a dynamic import resolves after its CSS has loaded), so no page pays a
// render-blocking stylesheet for toasts it may never show, and no toast appears unstyled.
import 'react-toastify/dist/ReactToastify.css';

/** Spec §9: top-right, 5 s, pause on hover and focus loss, drag 80 %, Alt+T, queued over a limit. */
export default function InstituteToastContainer() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} limit={5} />;
}
