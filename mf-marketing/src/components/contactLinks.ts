import { paths } from 'shared-ui';
/**
 * Where the site's open-ended actions lead. SPEC leaves the actions of CONTACT US,
 * BECOME A MEMBER and similar buttons open; see DECISIONS.md for each choice.
 */
export const MEMBERSHIP_EMAIL = 'membership@eoasiapacific.org';
export const PARTNERSHIPS_EMAIL = 'partnerships@eoasiapacific.org';

/** EO's global member hub (member sign-in, partner offers). */
export const EO_HUB_URL = 'https://hub.eonetwork.org/';

/** Member-only material starts with signing in. */
export const SIGN_IN_PATH = paths.auth;

/** A mailto: URL with an optional pre-filled subject line. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/**
 * BECOME A MEMBER and every "join" action: membership is by application (businesses above
 * US $1 million revenue), so it opens a membership enquiry, the same as the site header.
 */
export const MEMBERSHIP_ENQUIRY_HREF = mailtoHref(MEMBERSHIP_EMAIL, 'Membership enquiry');
