import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { PlainToasts } from './PlainToasts';
import { toastStore } from './toastStore';

// The region and its Radix primitive (about 6 kB gzip with its styles) are fetched with the first
// toast, not with every page: most visits show none, and a prerendered page needs no script to read.
const ToastRegion = lazy(() => import('./ToastRegion'));

/** Shows `fallback` once its children fail to load (the region's code could not be fetched). */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The toast host. Rendered once, by the shell (or a remote's standalone dev page). */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const hasToasts = useStore(toastStore, (state) => state.toasts.length > 0);
  // Once shown, the region stays (its hotkey and the toasts' exit animations need it mounted).
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <LoadFailure fallback={<PlainToasts duration={duration} />}>
      <Suspense fallback={null}>
        <ToastRegion duration={duration} />
      </Suspense>
    </LoadFailure>
  );
}
