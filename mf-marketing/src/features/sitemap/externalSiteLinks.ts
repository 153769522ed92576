import type { ExternalSiteLink } from './siteMapTypes';

export const externalSiteLinks: ExternalSiteLink[] = [
  {
    title: "Entrepreneurs' Organization (global)",
    href: 'https://www.eonetwork.org',
    description: 'The global home of EO, with news and programmes from every region.',
  },
  {
    title: 'EO Member Hub',
    href: 'https://hub.eonetwork.org',
    description: 'The members-only portal for events, forum resources and the member directory.',
  },
  {
    title: 'EO Asia Pacific on LinkedIn',
    href: 'https://www.linkedin.com/company/eo-asia-pacific',
    description: 'Follow regional news, member stories and event highlights.',
  },
];
