import { pageTitle, type PageHead } from 'page-head';

/** Titles and meta tags per page key (SPEC section 2, Page metadata): a page's head without its path. */
export type PageMetadata = Pick<PageHead, 'title' | 'description' | 'canonicalPath' | 'noindex' | 'keywords'>;

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
    title: pageTitle('About Us'),
    description: "Since 1987 the Entrepreneurs' Organization has helped business owners grow. Meet the Asia Pacific network and what drives it.",
  },
  'regional-council': {
    title: pageTitle('Regional Council'),
    description: 'The volunteer entrepreneurs who guide EO Asia Pacific: our regional council and advisors.',
  },
  chapters: {
    title: pageTitle('Chapters'),
    description: 'Find your EO chapter in Southeast Asia and the South Pacific, from Singapore and Bangkok to Sydney and New Zealand.',
  },
  industries: {
    title: pageTitle('Industry Communities'),
    description: 'Sixteen industry communities where EO members share know-how, leads and opportunities with peers in their field.',
  },
  partners: {
    title: pageTitle('Partners'),
    description: "Global and regional partners who support Asia Pacific's entrepreneurs with expertise, services and opportunities.",
  },
  path: {
    title: pageTitle('Path of Leadership'),
    description: 'Grow as a leader with EO: volunteer roles, officer training and the experiences that shape better entrepreneurs.',
  },
  events: {
    title: pageTitle('Events Calendar'),
    description: 'Summits, workshops, fireside chats and networking across Asia Pacific. See what is on and add your own event.',
  },
  // An event's own page: the page replaces these with the event's title and details once read.
  event: {
    title: pageTitle('Event'),
    description: 'An event of EO Asia Pacific: when and where it is, how to join, and who is going.',
  },
  resources: {
    title: pageTitle('Resources'),
    description: 'Learning materials, videos, templates and tools for entrepreneurs, curated by EO Asia Pacific.',
  },
  blog: {
    title: pageTitle('Blog'),
    description: 'Stories, insights and news from the entrepreneurs of EO Asia Pacific.',
  },
  auth: {
    title: pageTitle('Sign In'),
    description: 'Sign in or create an account to add events and manage them.',
    noindex: true,
  },
  // A member's own page (issue 26): never indexed.
  account: {
    title: pageTitle('Your Account'),
    description: 'Your account.',
    noindex: true,
  },
  admin: {
    title: pageTitle('Admin Dashboard'),
    description: 'Staff administration of EO Asia Pacific events.',
    noindex: true,
  },
  terms: {
    title: pageTitle('Terms of Use'),
    description: 'The rules for using the EO Asia Pacific website and its community features.',
  },
  privacy: {
    title: pageTitle('Privacy Notice'),
    description: 'How EO Asia Pacific collects, uses and protects personal data. Effective July 8, 2019.',
  },
  'partnership-opportunities': {
    title: pageTitle('Partnership Opportunities'),
    description: "Partner with EO Asia Pacific to reach the region's most active entrepreneurs.",
  },
  'annual-report': {
    title: pageTitle('Annual Report'),
    description: 'Highlights of the year at EO Asia Pacific: new members, new chapters, Forums and learning.',
    canonicalPath: '/about/annual-report',
  },
  financials: {
    title: pageTitle('Financials'),
    description: "Audit and tax exemption information for the Entrepreneurs' Organization.",
  },
  // Keys this project adds beyond SPEC's list, so these pages have real titles (README, Decisions).
  sitemap: {
    title: pageTitle('Site Map'),
    description: 'Every page of the EO Asia Pacific website in one place.',
  },
  'image-generator': {
    title: pageTitle('Image Generator'),
    description: 'Internal tool: generate page images for the website.',
    noindex: true,
  },
  newsletter: {
    title: pageTitle('Newsletter'),
    description: 'The EO Asia Pacific newsletter.',
    noindex: true,
  },
  // Issue 35: the archive of sent newsletter issues (an issue's page is titled by its subject once read).
  'newsletter-archive': {
    title: pageTitle('Newsletter Archive'),
    description: 'Past issues of the EO Asia Pacific newsletter.',
  },
  'not-found': {
    title: pageTitle('Page Not Found'),
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
