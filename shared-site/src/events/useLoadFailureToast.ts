import { useEffect } from 'react';
import { toast } from 'shared-ui';

/** Failures already told: a cached failure shown again (the section scrolled back in) is not toasted twice. */
const told = new WeakSet<Error>();

/**
 * SPEC section 8's toast for a failed read: destructive, title "Error", the screen's wording below
 * ("Failed to load events", "Failed to fetch events"), logged, once per failed read. The view shows
 * the failure too (shared-ui's ErrorState with Retry), which outlasts the toast.
 */
export function useLoadFailureToast(error: Error | undefined, description: string): void {
  useEffect(() => {
    if (!error || told.has(error)) return;
    told.add(error);
    console.error(`${description}:`, error);
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description]);
}
