import { takeReturnPath } from 'shared-auth/return-path';
import { emailLinkCalls } from 'shared-data';
import { toast } from 'shared-ui';
import { paths } from 'site-config';

/**
 * Loaded by the shell (App.tsx) only when a page opens with a sign-in's answer in its address: a
 * one-time code (an emailed link's button in the browser that asked, or a provider's sign-in; both
 * return to the site root, SPEC), a session in the fragment, or GoTrue's error. The links' own page
 * (`/auth/confirm`) reads its answers itself.
 *
 * - Signed in: "You're signed in", then on to the page the person started from, kept in this
 *   browser when they began (shared-auth's returnPath; issue 43 item 3), unless they are on the page
 *   the link itself names ("Set a new password").
 * - GoTrue's error ("Email link is invalid or has expired"): taken out of the address and said in a
 *   toast, queued until the toast host is drawn.
 * - A code nobody here could use (no verifier: another browser): the same, in the site's words.
 */

/**
 * The address the page opened with, read by the shell as it starts (App.tsx): supabase-js takes the
 * one-time code out of the address once it has exchanged it, which on a slow network or a busy
 * device comes before this chunk has arrived (29 November: the member stayed on the site root
 * instead of going back to /events).
 */
export interface OpeningAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** The address without what GoTrue added to it. */
function cleanAddress(): string {
  const kept = new URLSearchParams(window.location.search);
  for (const name of ['code', 'error', 'error_code', 'error_description', 'sb_flow_id']) kept.delete(name);
  const rest = kept.toString();
  return `${window.location.pathname}${rest ? `?${rest}` : ''}`;
}

async function finishSignIn(pathname: string): Promise<void> {
  const email = await (await emailLinkCalls()).signedInEmail();
  if (email === null) {
    window.history.replaceState(window.history.state, '', cleanAddress());
    toast({
      title: 'This link cannot sign you in here',
      description: 'It was used already, or opened in another browser than the one that asked for it. Sign in, or ask for a new link.',
      variant: 'destructive',
    });
    return;
  }
  if (pathname === paths.resetPassword) return;
  toast({ title: "You're signed in", description: email ? `As ${email}.` : 'Welcome to EO Asia Pacific.', variant: 'success' });
  const returnTo = takeReturnPath();
  if (returnTo && returnTo !== `${window.location.pathname}${window.location.search}`) {
    // The router follows the address: a navigation as the browser's own back button makes one.
    window.history.pushState(null, '', returnTo);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }
}

/** What the opening address answers: "You're signed in" and back where the person started, or the error said. */
export function finishAuthRedirect({ pathname, search, hash }: OpeningAddress): void {
  if (pathname === paths.authConfirm) return;
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.slice(1));
  const description = fragment.get('error_description') ?? query.get('error_description');
  if (description) {
    window.history.replaceState(window.history.state, '', cleanAddress());
    toast({ title: 'This link cannot be used', description, variant: 'destructive' });
  } else if (query.has('code') || fragment.has('access_token')) {
    void finishSignIn(pathname);
  }
}
