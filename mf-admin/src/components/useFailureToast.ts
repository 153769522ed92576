import { useEffect } from 'react';
import { toast } from 'shared-ui';

/** Failures already told. A cached failure shown again (the tab reopened) is not toasted twice. */
const told = new WeakSet<Error>();

/**
 * SPEC section 8's admin toast for a failed read: title "Error", the failure below, once per failed
 * read. The view itself shows the failure too (ErrorState with Retry), which outlasts the toast.
 */
export function useFailureToast(error: Error | undefined, description: string): void {
  useEffect(() => {
    if (!error || told.has(error)) return;
    told.add(error);
    console.error(`${description}:`, error);
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [error, description]);
}
