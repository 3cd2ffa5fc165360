import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_EVENT } from '~/utils/toast';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** Mounts react-toastify's container the first time a toast is asked for (app/utils/toast.ts). */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_EVENT, want);
    return () => window.removeEventListener(TOAST_EVENT, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: top-right, 5 s, pause on hover and focus loss, drag 80 %, Alt+T, queued over a limit. */}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} limit={5} />
    </Suspense>
  );
}
