import { paths } from 'site-config';

export interface MenuItem {
  title: string;
  href: string;
  description: string;
}

export interface MenuGroup {
  title: string;
  description: string;
  items: MenuItem[];
}

/** The header's four mega-menu groups (SPEC section 2, Header). The side menu shows the same. */
export const menuGroups: MenuGroup[] = [
  {
    title: 'About the organisation',
    description: "Who we are and who leads the Entrepreneurs' Organization in Asia Pacific.",
    items: [
      { title: 'About', href: paths.about, description: 'Our story since 1987, our purpose and what members gain.' },
      { title: 'Regional Council', href: paths.regionalCouncil, description: 'The volunteer entrepreneurs who guide the region.' },
    ],
  },
  {
    title: 'Community',
    description: 'The people, places and partners that make up the network.',
    items: [
      { title: 'Chapters', href: paths.chapters, description: 'Find your chapter across Southeast Asia and the South Pacific.' },
      { title: 'Industries', href: paths.industries, description: 'Sixteen industry communities for peers in your field.' },
      { title: 'Partners', href: paths.partners, description: 'Organisations that support our entrepreneurs.' },
    ],
  },
  {
    title: 'Growth & Learning',
    description: 'Ways to learn, lead and meet fellow entrepreneurs.',
    items: [
      { title: 'Path of Leadership', href: paths.path, description: 'Volunteer roles and training that grow better leaders.' },
      { title: 'Events', href: paths.events, description: 'Summits, workshops and networking across the region.' },
      { title: 'Resources', href: paths.resources, description: 'Learning materials, videos, templates and tools.' },
    ],
  },
  {
    title: 'Insights',
    description: 'Stories and ideas from our members.',
    items: [{ title: 'Blog', href: paths.blog, description: 'News, lessons and success stories from the community.' }],
  },
];

/** BECOME A MEMBER: SPEC leaves the action open; membership is by application, so it opens a membership enquiry. */
export { CONTACT_EMAIL, MEMBERSHIP_ENQUIRY_HREF as becomeMemberHref } from 'shared-site';
