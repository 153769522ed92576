/**
 * The registry of the site's parts: one entry per remote, pure data (no imports), read by the
 * build configs, the port plan, the lint rules, the test projects, the size script and the shell.
 * Adding a remote is its `mf-<name>/` folder (copy an existing one) plus one entry here.
 */
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

/** Federation `exposes` for a remote's build: `./Module` -> `./src/pages/Module.tsx`. */
export function federationExposes(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTES[remote].exposes.map((module) => [`./${module}`, `./src/pages/${module}.tsx`]));
}
