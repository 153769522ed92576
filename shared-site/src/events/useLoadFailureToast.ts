import { useEffect } from 'react';
import { toast, toastStore } from 'shared-ui';

/** Failures already told: a cached failure shown again (the section scrolled back in) is not toasted twice. */
const told = new WeakSet<Error>();

/**
 * SPEC section 8's toast for a failed read: destructive, title "Error", the screen's wording below
 * ("Failed to load events", "Failed to fetch events"), logged, once per failed read. The view shows
 * the failure too (shared-ui's ErrorState with Retry), which outlasts the toast. A read that fails
 * again while its toast is still on screen (the live feed asked the view to read again) adds no
 * second one saying the same.
 */
export function useLoadFailureToast(error: Error | undefined, description: string): void {
  useEffect(() => {
    if (!error || told.has(error)) return;
    told.add(error);
    console.error(`${description}:`, error);
    const showing = toastStore.getState().toasts.some((shown) => shown.variant === 'destructive' && shown.title === 'Error' && shown.description === description);
    if (!showing) toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description]);
}
