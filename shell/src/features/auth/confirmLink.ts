import type { EmailLinkType } from 'shared-data';
import { paths } from 'site-config';

/**
 * What the page every auth email links to (`/auth/confirm?token_hash=…&type=…`, issue 42 finding 2)
 * reads from its address and says. Pure, so its rules are tested apart from the page.
 */

const LINK_TYPES: readonly EmailLinkType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change'];

/** The link as the email carries it; null when the address is not a link of ours (cut short, typed by hand). */
export interface EmailedLink {
  tokenHash: string;
  type: EmailLinkType;
  /**
   * GoTrue marks the token of an email asked for with PKCE (`pkce_`): its session goes only to the
   * browser that asked (it holds the verifier), through GoTrue's GET /verify and a one-time code.
   */
  pkce: boolean;
}

export function readEmailedLink(search: string): EmailedLink | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash') ?? '';
  const type = params.get('type') as EmailLinkType | null;
  if (!type || !LINK_TYPES.includes(type) || !/^[A-Za-z0-9_-]{8,200}$/.test(tokenHash)) return null;
  return { tokenHash, type, pkce: tokenHash.startsWith('pkce_') };
}

/** Where the button leads, come back from GoTrue: what its answer in the address says. */
export type LinkAnswer =
  | { kind: 'error'; description: string }
  /** The first link of an email change: the other address's link is still to follow. */
  | { kind: 'message'; message: string }
  /** A one-time code: a session for the browser that asked, nothing anywhere else. */
  | { kind: 'code' }
  | { kind: 'none' };

/** GoTrue puts its answer in the query (a code; for a PKCE link, an error or message too) and in the fragment. */
export function readLinkAnswer(search: string, hash: string): LinkAnswer {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => query.get(name) ?? fragment.get(name);
  const description = read('error_description');
  if (description) return { kind: 'error', description };
  const message = read('message');
  if (message) return { kind: 'message', message };
  if (query.get('code')) return { kind: 'code' };
  return { kind: 'none' };
}

/** The marker of the page's own address when GoTrue sends the browser back to it. */
export const CAME_BACK = 'done';

/**
 * Where GoTrue sends the browser when the person presses the button of a PKCE link. A sign-up and a
 * sign-in link go to the site root (SPEC: sign-up returns there), which then sends the person on
 * to where they started (afterSignIn.ts); a reset to "Set a new password"; an email change, and a
 * sign-up confirmed in another browser, back to this page, which says what happened.
 */
export function buttonReturnPath(type: EmailLinkType, inAskingBrowser: boolean): string {
  if (type === 'recovery') return paths.resetPassword;
  if (type === 'email_change' || !inAskingBrowser) return `${paths.authConfirm}?type=${type}&${CAME_BACK}=1`;
  return paths.home;
}

export interface LinkCopy {
  title: string;
  /** What pressing the button will do. */
  lead: string;
  action: string;
  busy: string;
  /** Opened in a browser that did not ask for it (PKCE): what happens here, and how to go on. */
  elsewhere: string;
  /** The hero's line there. */
  leadElsewhere: string;
  /** Whether the button still does something useful in another browser (it confirms the address). */
  actsElsewhere: boolean;
  /** The link is used, expired or revoked: how to go on. */
  failed: string;
}

export const LINK_COPY: Record<EmailLinkType, LinkCopy> = {
  signup: {
    title: 'Confirm your email address',
    lead: 'Press the button to confirm this address and finish creating your EO Asia Pacific account. You will be signed in.',
    action: 'Confirm my address',
    busy: 'Confirming...',
    elsewhere:
      'You opened this link in another browser or app than the one you signed up in (or it was used already). Pressing the button confirms your address; then sign in here with your email and password.',
    leadElsewhere: 'Press the button to confirm this address, then sign in with your email and password.',
    actsElsewhere: true,
    failed: 'This confirmation link is invalid, has expired or was already used. If your address is confirmed, sign in; if not, sign up again to get a new link.',
  },
  magiclink: {
    title: 'Sign in to EO Asia Pacific',
    lead: 'Press the button to sign in with the link we emailed you.',
    action: 'Sign in',
    busy: 'Signing in...',
    elsewhere:
      'This sign-in link works once, and only in the browser where you asked for it: it was used already, or you opened it in another browser or app. Open the email in the browser where you asked for it, or sign in here: the sign-in page can email you a new link.',
    leadElsewhere: 'This link cannot sign you in in this browser.',
    actsElsewhere: false,
    failed: 'This sign-in link is invalid, has expired or was already used. Ask for a new one on the sign-in page.',
  },
  recovery: {
    title: 'Set a new password',
    lead: 'Press the button to continue to the page where you choose your new password.',
    action: 'Continue',
    busy: 'Opening...',
    elsewhere:
      'This password reset link works once, and only in the browser where you asked for it: it was used already, or you opened it in another browser or app. Open the email in the browser where you asked for it, or ask for a new link here with "Forgot password?" on the sign-in page.',
    leadElsewhere: 'This link cannot open "Set a new password" in this browser.',
    actsElsewhere: false,
    failed: 'This password reset link is invalid, has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page.',
  },
  invite: {
    title: 'Accept your invitation',
    lead: 'Press the button to accept your invitation to EO Asia Pacific. You then choose your password.',
    action: 'Accept the invitation',
    busy: 'Accepting...',
    elsewhere: '',
    leadElsewhere: '',
    actsElsewhere: true,
    failed: 'This invitation link is invalid, has expired, was already used or was revoked. Ask the administrator who invited you to send a new one.',
  },
  email_change: {
    title: 'Confirm the new address',
    lead: 'Press the button to confirm changing the address of your EO Asia Pacific account, as the email described. Nothing changes until you do.',
    action: 'Confirm the change',
    busy: 'Confirming...',
    elsewhere: 'You are not signed in in this browser. Pressing the button confirms the change all the same; you then sign in with your new address.',
    leadElsewhere: 'Press the button to confirm changing the address of your EO Asia Pacific account, as the email described. Nothing changes until you do.',
    actsElsewhere: true,
    failed: 'This link is invalid, has expired or was already used. If you still want to change your address, ask for the change again from your account.',
  },
};
