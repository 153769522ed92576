/**
 * Every route of the site, named once (SPEC section 2). Nothing else spells a path by hand:
 * the shell's route table and every remote's links use these. Lives in site-config, below every
 * other package, because the shell, the remotes and the build (sitemap.xml) all need it and
 * none of them may import the others.
 */
export const paths = {
  home: '/',
  about: '/about',
  regionalCouncil: '/regional-council',
  chapters: '/chapters',
  industries: '/industries',
  partners: '/partners',
  path: '/path',
  events: '/events',
  eventDetail: '/events/:id',
  resources: '/resources',
  blog: '/blog',
  blogPost: '/blog/:id',
  imageGenerator: '/image-generator',
  sitemap: '/sitemap',
  auth: '/auth',
  account: '/account',
  /**
   * Where every auth email's link lands (`?token_hash=…&type=…`, issue 42 finding 2): a page that
   * says what will happen and acts only when its button is pressed, so a mail scanner's GET does nothing.
   */
  authConfirm: '/auth/confirm',
  /** Where the password-reset email's button leads: "Set a new password". */
  resetPassword: '/auth/reset-password',
  /** Where the newsletter emails' links land: `/newsletter/confirm` and `/newsletter/unsubscribe`. */
  newsletter: '/newsletter/:action',
  /** Where GoTrue's invite email's link lands: the invitee sets a password (issue 36). */
  invite: '/invite',
  /** The newsletter's archive: every sent issue (issue 35), and one issue. */
  newsletterArchive: '/newsletter',
  newsletterIssue: '/newsletter/issues/:slug',
  admin: '/admin',
  terms: '/terms',
  privacy: '/privacy',
  partnershipOpportunities: '/partnership-opportunities',
  annualReport: '/about/annual-report',
  financials: '/financials',
} as const;

export type PathName = keyof typeof paths;

export const blogPostPath = (id: string): string => `/blog/${encodeURIComponent(id)}`;

/** A sent newsletter issue in the archive. */
export const newsletterIssuePath = (slug: string): string => `/newsletter/issues/${encodeURIComponent(slug)}`;

/** An event's own page. */
export const eventPath = (id: string): string => `/events/${encodeURIComponent(id)}`;
