/**
 * The registry of the site's parts: one entry per remote, pure data (no imports), read by the
 * build configs, the port plan, the lint rules, the test projects, the size script and the shell.
 * Adding a remote is its `mf-<name>/` folder (copy an existing one) plus one entry here.
 */
import type { PathName } from './paths';

export const REMOTES = {
  marketing: {
    package: 'mf-marketing',
    port: 3001,
    title: 'Marketing',
    /** How the shell names the area when it cannot load ("We couldn't load ... right now"). */
    areaLabel: 'this content',
    /** What it exposes: `./src/pages/<Module>.tsx` for each. */
    exposes: [
      'HomeIntroSections',
      'HomeCommunitySection',
      'AboutPage',
      'RegionalCouncilPage',
      'ChaptersPage',
      'IndustriesPage',
      'PartnersPage',
      'PathPage',
      'ResourcesPage',
      'BlogListPage',
      'BlogPostPage',
      'SiteMapPage',
      'TermsPage',
      'PrivacyPage',
      'PartnershipOpportunitiesPage',
      'AnnualReportPage',
      'FinancialsPage',
      'NewsletterArchivePage',
      'NewsletterIssuePage',
    ],
  },
  events: { package: 'mf-events', port: 3002, title: 'Events', areaLabel: 'the events', exposes: ['UpcomingEvents', 'EventsPage', 'EventPage'] },
  admin: { package: 'mf-admin', port: 3003, title: 'Admin', areaLabel: 'the admin dashboard', exposes: ['AdminPage'] },
  imagegen: { package: 'mf-imagegen', port: 3004, title: 'Image generator', areaLabel: 'the image generator', exposes: ['ImageGeneratorPage'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The modules one remote exposes. */
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R]['exposes'][number];

/** `remote/Module` ids the federation runtime loads: a typo does not compile. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedModule<R>}` }[RemoteName];

/**
 * The route each exposed page is served at, as a name of `paths` (site-config/src/paths.ts). A module
 * not listed is a section of the home page. The shell's route table agrees (routeTable.test.ts), and
 * each remote's standalone dev page builds its routes from this and `paths`, so no part spells a path.
 */
export const MODULE_PAGES = {
  'marketing/AboutPage': 'about',
  'marketing/RegionalCouncilPage': 'regionalCouncil',
  'marketing/ChaptersPage': 'chapters',
  'marketing/IndustriesPage': 'industries',
  'marketing/PartnersPage': 'partners',
  'marketing/PathPage': 'path',
  'marketing/ResourcesPage': 'resources',
  'marketing/BlogListPage': 'blog',
  'marketing/BlogPostPage': 'blogPost',
  'marketing/SiteMapPage': 'sitemap',
  'marketing/TermsPage': 'terms',
  'marketing/PrivacyPage': 'privacy',
  'marketing/PartnershipOpportunitiesPage': 'partnershipOpportunities',
  'marketing/AnnualReportPage': 'annualReport',
  'marketing/FinancialsPage': 'financials',
  'marketing/NewsletterArchivePage': 'newsletterArchive',
  'marketing/NewsletterIssuePage': 'newsletterIssue',
  'events/EventsPage': 'events',
  'events/EventPage': 'eventDetail',
  'admin/AdminPage': 'admin',
  'imagegen/ImageGeneratorPage': 'imageGenerator',
} as const satisfies Partial<Record<RemoteModuleId, PathName>>;

/** Federation `exposes` for a remote's build: `./Module` -> `./src/pages/Module.tsx`. */
export function federationExposes(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTES[remote].exposes.map((module) => [`./${module}`, `./src/pages/${module}.tsx`]));
}
