import { getAppConfig } from 'shared-data';

/**
 * The public address of a page of the site: at the deployed origin from app-config.json (`siteUrl`),
 * so a prerendered page and the browser give the same link, and a shared link is the canonical one.
 */
export function pageUrl(path: string): string {
  const origin = getAppConfig().siteUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return new URL(path, origin).href;
}
