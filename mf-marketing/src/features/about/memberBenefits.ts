import type { FeatureCardItem } from '../../components/FeatureCardsSection';
import { paths } from 'site-config';

export const memberBenefits: FeatureCardItem[] = [
  {
    icon: 'users',
    title: 'Forum',
    text: 'A confidential group of eight to ten peers who meet every month, the heart of the EO experience for most members.',
  },
  {
    icon: 'book',
    title: 'World-Class Learning',
    text: 'Chapter learning days, regional conferences and executive education with speakers you would not meet anywhere else.',
    link: { to: paths.resources, label: 'Browse resources' },
  },
  {
    icon: 'globe',
    title: 'A Global Network',
    text: 'An introduction to fellow members in 61 countries when you open a new market, hire abroad or need an honest opinion.',
  },
  {
    icon: 'compass',
    title: 'Leadership Development',
    text: 'Volunteer roles from Forum moderator to regional council that grow you as a leader inside and outside your company.',
    link: { to: paths.path, label: 'Explore the Path of Leadership' },
  },
  {
    icon: 'briefcase',
    title: 'Industry Communities',
    text: 'Sixteen communities where members in the same sector share benchmarks, suppliers and leads.',
    link: { to: paths.industries, label: 'See the industry communities' },
  },
  {
    icon: 'calendar',
    title: 'Events for the Whole Family',
    text: 'From spouse and partner programmes to family retreats, EO recognises that a business is built by more than its founder.',
    link: { to: paths.events, label: 'See upcoming events' },
  },
];
