import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { toastStore } from './toastStore';

// The region and its Radix primitive (about 3 kB gzip) are fetched with the first toast, not with
// every page: most visits show none, and a prerendered page needs no script to be read.
const ToastRegion = lazy(() => import('./ToastRegion'));

/** The toast host. Rendered once, by the shell (or a remote's standalone dev page). */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const hasToasts = useStore(toastStore, (state) => state.toasts.length > 0);
  // Once shown, the region stays (its hotkey and the toasts' exit animations need it mounted).
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion duration={duration} />
    </Suspense>
  );
}
