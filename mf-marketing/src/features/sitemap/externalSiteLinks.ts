import { EO_GLOBAL_URL, MEMBER_HUB_URL, SOCIAL_LINKS } from 'shared-site';
import type { ExternalSiteLink } from './siteMapTypes';

export const externalSiteLinks: ExternalSiteLink[] = [
  {
    title: "Entrepreneurs' Organization (global)",
    href: EO_GLOBAL_URL,
    description: 'The global home of EO, with news and programmes from every region.',
  },
  {
    title: 'EO Member Hub',
    href: MEMBER_HUB_URL,
    description: 'The members-only portal for events, forum resources and the member directory.',
  },
  {
    title: 'EO Asia Pacific on LinkedIn',
    href: SOCIAL_LINKS[0].href,
    description: 'Follow regional news, member stories and event highlights.',
  },
];
