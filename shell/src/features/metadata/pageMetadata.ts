/** Titles and meta tags per page key (SPEC section 2, Page metadata). */
export interface PageMetadata {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current path. */
  canonicalPath?: string;
  noindex?: boolean;
  keywords?: string;
}

const SITE_NAME = 'EO Asia Pacific';

export const METADATA_DEFAULTS = {
  themeColor: '#0066CC',
  locale: 'en_US',
  twitterCard: 'summary_large_image',
  imagePath: '/og/eo-asia-pacific.jpg',
  imageWidth: 1200,
  imageHeight: 630,
  type: 'website',
} as const;

export const DEFAULT_METADATA: PageMetadata = {
  title: "EO Asia Pacific | Entrepreneurs' Organization",
  description:
    "Entrepreneurs' Organization in Asia Pacific: a peer-to-peer network of more than 19,060 business owners in 61 countries, learning and growing together.",
};

const PAGE_METADATA = {
  home: {
    title: "EO Asia Pacific | Building The Future Of Business Together",
    description:
      "Join 19,060+ entrepreneurs across 61 countries. EO Asia Pacific connects business owners through peer learning, events and leadership opportunities.",
    keywords: 'entrepreneurs, Asia Pacific, business network, peer learning, EO',
  },
  about: {
    title: `About Us | ${SITE_NAME}`,
    description: "Since 1987 the Entrepreneurs' Organization has helped business owners grow. Meet the Asia Pacific network and what drives it.",
  },
  'regional-council': {
    title: `Regional Council | ${SITE_NAME}`,
    description: 'The volunteer entrepreneurs who guide EO Asia Pacific: our regional council and advisors.',
  },
  chapters: {
    title: `Chapters | ${SITE_NAME}`,
    description: 'Find your EO chapter in Southeast Asia and the South Pacific, from Singapore and Bangkok to Sydney and New Zealand.',
  },
  industries: {
    title: `Industry Communities | ${SITE_NAME}`,
    description: 'Sixteen industry communities where EO members share know-how, leads and opportunities with peers in their field.',
  },
  partners: {
    title: `Partners | ${SITE_NAME}`,
    description: "Global and regional partners who support Asia Pacific's entrepreneurs with expertise, services and opportunities.",
  },
  path: {
    title: `Path of Leadership | ${SITE_NAME}`,
    description: 'Grow as a leader with EO: volunteer roles, officer training and the experiences that shape better entrepreneurs.',
  },
  events: {
    title: `Events Calendar | ${SITE_NAME}`,
    description: 'Summits, workshops, fireside chats and networking across Asia Pacific. See what is on and add your own event.',
  },
  // An event's own page: the page replaces these with the event's title and details once read.
  event: {
    title: `Event | ${SITE_NAME}`,
    description: 'An event of EO Asia Pacific: when and where it is, how to join, and who is going.',
  },
  resources: {
    title: `Resources | ${SITE_NAME}`,
    description: 'Learning materials, videos, templates and tools for entrepreneurs, curated by EO Asia Pacific.',
  },
  blog: {
    title: `Blog | ${SITE_NAME}`,
    description: 'Stories, insights and news from the entrepreneurs of EO Asia Pacific.',
  },
  auth: {
    title: `Sign In | ${SITE_NAME}`,
    description: 'Sign in or create an account to add events and manage them.',
    noindex: true,
  },
  // A member's own page (issue 26): never indexed.
  account: {
    title: `Your Account | ${SITE_NAME}`,
    description: 'Your account.',
    noindex: true,
  },
  admin: {
    title: `Admin Dashboard | ${SITE_NAME}`,
    description: 'Staff administration of EO Asia Pacific events.',
    noindex: true,
  },
  terms: {
    title: `Terms of Use | ${SITE_NAME}`,
    description: 'The rules for using the EO Asia Pacific website and its community features.',
  },
  privacy: {
    title: `Privacy Notice | ${SITE_NAME}`,
    description: 'How EO Asia Pacific collects, uses and protects personal data. Effective July 8, 2019.',
  },
  'partnership-opportunities': {
    title: `Partnership Opportunities | ${SITE_NAME}`,
    description: "Partner with EO Asia Pacific to reach the region's most active entrepreneurs.",
  },
  'annual-report': {
    title: `Annual Report | ${SITE_NAME}`,
    description: 'Highlights of the year at EO Asia Pacific: new members, new chapters, Forums and learning.',
    canonicalPath: '/about/annual-report',
  },
  financials: {
    title: `Financials | ${SITE_NAME}`,
    description: "Audit and tax exemption information for the Entrepreneurs' Organization.",
  },
  // Keys this project adds beyond SPEC's list, so these pages have real titles (README, Decisions).
  sitemap: {
    title: `Site Map | ${SITE_NAME}`,
    description: 'Every page of the EO Asia Pacific website in one place.',
  },
  'image-generator': {
    title: `Image Generator | ${SITE_NAME}`,
    description: 'Internal tool: generate page images for the website.',
    noindex: true,
  },
  newsletter: {
    title: `Newsletter | ${SITE_NAME}`,
    description: 'The EO Asia Pacific newsletter.',
    noindex: true,
  },
  'not-found': {
    title: `Page Not Found | ${SITE_NAME}`,
    description: 'The page you are looking for does not exist.',
    noindex: true,
  },
} satisfies Record<string, PageMetadata>;

export type PageKey = keyof typeof PAGE_METADATA;

/** Metadata for a key; an unknown key falls back to the defaults with a console warning. */
export function getPageMetadata(key: string): PageMetadata {
  const found = (PAGE_METADATA as Record<string, PageMetadata | undefined>)[key];
  if (!found) {
    console.warn(`No page metadata for key "${key}"; using the defaults.`);
    return DEFAULT_METADATA;
  }
  return found;
}
