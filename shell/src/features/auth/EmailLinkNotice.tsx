import { useLayoutEffect } from 'react';
import { toast } from 'shared-ui';

/**
 * An emailed link (confirmation, password reset, sign-in link) that could not be used lands on the
 * site with GoTrue's error in the address (`#error=access_denied&error_code=otp_expired&
 * error_description=Email link is invalid or has expired`). Says so in a toast and takes the error
 * out of the address. Rendered inside AuthProvider: a child's layout effect runs before its parent's, so
 * this reads the error before the session follower would hand it to supabase-js.
 */
export function EmailLinkNotice() {
  useLayoutEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const description = fragment.get('error_description');
    if (!description) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    toast({ title: 'This link cannot be used', description: `${description}. Please ask for a new one.`, variant: 'destructive' });
  }, []);
  return null;
}
