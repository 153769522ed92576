import { paths, type RemoteModuleId } from 'site-config';
import type { PageKey } from '../features/metadata/pageMetadata';
import { HOME_AREAS } from '../pages/homeAreas';

/** Where a route's content comes from: `remote/ExposedModule`, or a page the shell owns. */
export type ShellPageId = 'home' | 'auth' | 'account' | 'reset-password' | 'confirm-link' | 'newsletter' | 'invite';
export type RouteContent = { remote: RemoteModuleId } | { shell: ShellPageId };

export interface RouteDefinition {
  path: string;
  metaKey: PageKey;
  content: RouteContent;
}

/** The route table of SPEC section 2. Pure data: the build reads it for sitemap.xml and robots.txt. */
export const routeTable: RouteDefinition[] = [
  { path: paths.home, metaKey: 'home', content: { shell: 'home' } },
  { path: paths.about, metaKey: 'about', content: { remote: 'marketing/AboutPage' } },
  { path: paths.regionalCouncil, metaKey: 'regional-council', content: { remote: 'marketing/RegionalCouncilPage' } },
  { path: paths.chapters, metaKey: 'chapters', content: { remote: 'marketing/ChaptersPage' } },
  { path: paths.industries, metaKey: 'industries', content: { remote: 'marketing/IndustriesPage' } },
  { path: paths.partners, metaKey: 'partners', content: { remote: 'marketing/PartnersPage' } },
  { path: paths.path, metaKey: 'path', content: { remote: 'marketing/PathPage' } },
  { path: paths.events, metaKey: 'events', content: { remote: 'events/EventsPage' } },
  { path: paths.eventDetail, metaKey: 'event', content: { remote: 'events/EventPage' } },
  { path: paths.resources, metaKey: 'resources', content: { remote: 'marketing/ResourcesPage' } },
  { path: paths.blog, metaKey: 'blog', content: { remote: 'marketing/BlogListPage' } },
  { path: paths.blogPost, metaKey: 'blog', content: { remote: 'marketing/BlogPostPage' } },
  { path: paths.imageGenerator, metaKey: 'image-generator', content: { remote: 'imagegen/ImageGeneratorPage' } },
  { path: paths.sitemap, metaKey: 'sitemap', content: { remote: 'marketing/SiteMapPage' } },
  { path: paths.auth, metaKey: 'auth', content: { shell: 'auth' } },
  { path: paths.account, metaKey: 'account', content: { shell: 'account' } },
  { path: paths.resetPassword, metaKey: 'auth', content: { shell: 'reset-password' } },
  { path: paths.authConfirm, metaKey: 'auth', content: { shell: 'confirm-link' } },
  { path: paths.newsletter, metaKey: 'newsletter', content: { shell: 'newsletter' } },
  { path: paths.invite, metaKey: 'auth', content: { shell: 'invite' } },
  { path: paths.newsletterArchive, metaKey: 'newsletter-archive', content: { remote: 'marketing/NewsletterArchivePage' } },
  { path: paths.newsletterIssue, metaKey: 'newsletter-archive', content: { remote: 'marketing/NewsletterIssuePage' } },
  { path: paths.admin, metaKey: 'admin', content: { remote: 'admin/AdminPage' } },
  { path: paths.terms, metaKey: 'terms', content: { remote: 'marketing/TermsPage' } },
  { path: paths.privacy, metaKey: 'privacy', content: { remote: 'marketing/PrivacyPage' } },
  { path: paths.partnershipOpportunities, metaKey: 'partnership-opportunities', content: { remote: 'marketing/PartnershipOpportunitiesPage' } },
  { path: paths.annualReport, metaKey: 'annual-report', content: { remote: 'marketing/AnnualReportPage' } },
  { path: paths.financials, metaKey: 'financials', content: { remote: 'marketing/FinancialsPage' } },
];


/** The remote areas each shell page shows on its first screen, so they can be preloaded with the route's. */
const SHELL_PAGE_REMOTES: Record<ShellPageId, RemoteModuleId[]> = {
  home: HOME_AREAS.filter((area) => area.loadWhen === 'at-once').map((area) => area.id),
  auth: [],
  account: [],
  'reset-password': [],
  'confirm-link': [],
  newsletter: [],
  invite: [],
};

/**
 * react-router's matching for these paths: whole segments, `:name` is one segment, case and a
 * trailing slash ignored. Its own `matchPath` cannot serve: this runs in the shell's entry, before
 * the shared React that react-router needs is available.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

const routeAt = (pathname: string) => routeTable.find((candidate) => matchesPath(candidate.path, pathname));

/** The remote modules the page at `pathname` renders first (none for an unknown path). */
export function remoteModulesAt(pathname: string): RemoteModuleId[] {
  const route = routeAt(pathname);
  if (!route) return [];
  return 'remote' in route.content ? [route.content.remote] : SHELL_PAGE_REMOTES[route.content.shell];
}
