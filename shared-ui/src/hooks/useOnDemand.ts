import { useEffect, useRef, useState } from 'react';
import { toast } from '../toast/toastStore';

/** Told when code fetched on demand (a menu, a dialog) cannot be loaded, e.g. offline. */
const ON_DEMAND_FAILURE = "We couldn't open this right now. Please reload the page and try again.";

/**
 * Code that most visits never need (a dialog, the side menu), fetched the first time it is
 * wanted and kept from then on. A failed fetch does not throw into the page (which would take the
 * area, or in the header the whole app, down with it): it is logged, told in a toast, and
 * `onFailed` closes what asked for it. The federation runtime remembers a shared module that
 * failed to load for the rest of the page's life, so the toast asks for a reload.
 * `load` must be stable (a module-level `() => import(...)`).
 */
export function useOnDemand<M>(load: () => Promise<M>, isWanted: boolean, onFailed: () => void): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    if (!isWanted || loaded) return;
    let isCurrent = true;
    load().then(
      (module) => setLoaded(() => module),
      (error: unknown) => {
        console.error('Could not load on demand:', error);
        if (!isCurrent) return;
        toast({ title: ON_DEMAND_FAILURE, variant: 'destructive' });
        onFailedRef.current();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, loaded, load]);
  return loaded;
}
