/**
 * Where the site's links and open-ended actions lead, defined once for the shell and every
 * remote. SPEC leaves the actions of CONTACT US, BECOME A MEMBER and similar buttons open; the
 * README and mf-marketing/DECISIONS.md give the reasons.
 */
export const CONTACT_EMAIL = 'info@eoasiapacific.org';
export const MEMBERSHIP_EMAIL = 'membership@eoasiapacific.org';
export const PARTNERSHIPS_EMAIL = 'partnerships@eoasiapacific.org';

/** EO's global member hub (member sign-in, partner offers). */
export const MEMBER_HUB_URL = 'https://hub.eonetwork.org';
/** The Entrepreneurs' Organization's global website. */
export const EO_GLOBAL_URL = 'https://www.eonetwork.org';

export const SOCIAL_LINKS = [
  { label: 'EO Asia Pacific on LinkedIn', href: 'https://www.linkedin.com/company/eo-asia-pacific', icon: 'linkedin' },
  { label: 'EO Asia Pacific on X', href: 'https://x.com/eoasiapacific', icon: 'x' },
  { label: 'EO Asia Pacific on Facebook', href: 'https://www.facebook.com/eoasiapacific', icon: 'facebook' },
] as const;

/** A mailto: URL with an optional pre-filled subject line. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/**
 * BECOME A MEMBER and every "join" action: membership is by application (businesses above
 * US $1 million revenue), so it opens a membership enquiry everywhere.
 */
export const MEMBERSHIP_ENQUIRY_HREF = mailtoHref(MEMBERSHIP_EMAIL, 'Membership enquiry');
