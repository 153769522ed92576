import type { SiteMapSection } from './siteMapTypes';
import { paths } from 'site-config';

/** The site map's four sections and nine internal pages (SPEC section 9), grouped as the header's menus. */
export const siteMapSections: SiteMapSection[] = [
  {
    id: 'about',
    title: 'About',
    pages: [
      {
        title: 'About EO Asia Pacific',
        href: paths.about,
        description: 'Who we are, what we believe and how the network supports entrepreneurs across the region.',
        lastModified: '2024-12-10',
        priority: 'high',
      },
      {
        title: 'Regional Council',
        href: paths.regionalCouncil,
        description: 'The member leaders who guide the strategy of EO Asia Pacific.',
        lastModified: '2024-11-18',
        priority: 'medium',
      },
    ],
  },
  {
    id: 'community',
    title: 'Community',
    pages: [
      {
        title: 'Chapters',
        href: paths.chapters,
        description: 'Our chapters in Southeast Asia and the South Pacific, where members meet and learn.',
        lastModified: '2024-12-05',
        priority: 'high',
      },
      {
        title: 'Industries',
        href: paths.industries,
        description: 'Industry communities connecting members who work in the same sector.',
        lastModified: '2024-10-28',
        priority: 'medium',
      },
      {
        title: 'Partners',
        href: paths.partners,
        description: 'The global and regional partners who support our members.',
        lastModified: '2024-09-16',
        priority: 'low',
      },
    ],
  },
  {
    id: 'growth-and-learning',
    title: 'Growth and Learning',
    pages: [
      {
        title: 'Path of Leadership',
        href: paths.path,
        description: 'How members grow as leaders through forum, learning events and volunteer roles.',
        lastModified: '2024-11-25',
        priority: 'high',
      },
      {
        title: 'Events',
        href: paths.events,
        description: 'The calendar of summits, workshops, webinars and networking events.',
        lastModified: '2024-12-12',
        priority: 'high',
      },
      {
        title: 'Resources',
        href: paths.resources,
        description: 'Guides, videos, templates and tools for entrepreneurs.',
        lastModified: '2024-11-04',
        priority: 'medium',
      },
    ],
  },
  {
    id: 'insights-and-content',
    title: 'Insights and Content',
    pages: [
      {
        title: 'Blog',
        href: paths.blog,
        description: 'Stories, event recaps and ideas from across the EO Asia Pacific community.',
        lastModified: '2024-12-09',
        priority: 'medium',
      },
    ],
  },
];
