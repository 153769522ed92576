import { paths } from 'site-config';
import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';
import type { Resource } from './resourceTypes';

export interface ResourceLink {
  href: string;
  /** Internal routes go through the router; mail links are plain anchors. */
  isInternal: boolean;
}

/**
 * SPEC does not show what a resource button does. Members-only and premium material needs an
 * account, so it leads to sign-in / sign-up; free material is sent on request by the membership team.
 */
export function resourceLink(resource: Resource): ResourceLink {
  if (resource.accessLevel === 'Members Only' || resource.accessLevel === 'Premium Content') {
    return { href: paths.auth, isInternal: true };
  }
  return { href: mailtoHref(MEMBERSHIP_EMAIL, `Resource request: ${resource.title}`), isInternal: false };
}
