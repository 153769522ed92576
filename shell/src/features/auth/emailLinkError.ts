import { toast } from 'shared-ui';

/**
 * Loaded by the shell (App.tsx) only when an emailed link could not be used: takes GoTrue's error
 * out of the address (supabase-js, fetched after the first paint, then finds nothing to read) and
 * says so in a toast ("Email link is invalid or has expired"), queued until the toast host is drawn.
 */
const description = new URLSearchParams(window.location.hash.slice(1)).get('error_description');
if (description) {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  toast({ title: 'This link cannot be used', description, variant: 'destructive' });
}
