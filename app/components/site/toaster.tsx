import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_EVENT } from '~/utils/toast';

// The container module carries react-toastify's stylesheet (toast-container.tsx).
const ToastContainer = lazy(() => import('./toast-container'));

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
      <ToastContainer />
    </Suspense>
  );
}
