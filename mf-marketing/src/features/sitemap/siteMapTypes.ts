export type SiteMapPriority = 'high' | 'medium' | 'low';

/** A sitemap page entry (SPEC section 3). */
export interface SiteMapPage {
  title: string;
  href: string;
  description: string;
  /** ISO day, YYYY-MM-DD. */
  lastModified: string;
  priority: SiteMapPriority;
}

export interface SiteMapSection {
  id: string;
  title: string;
  pages: SiteMapPage[];
}

export interface ExternalSiteLink {
  title: string;
  href: string;
  description: string;
}
