import type { IconName } from '../../components/Icon';

export interface IndustryOffering {
  icon: IconName;
  title: string;
  text: string;
}

export const industryOfferings: IndustryOffering[] = [
  {
    icon: 'users',
    title: 'Roundtables',
    text: 'Small, candid sessions where members facing the same market forces compare notes on pricing, talent, regulation and growth.',
  },
  {
    icon: 'book',
    title: 'Webinar Learning Sessions',
    text: 'Online sessions with industry experts and fellow members, recorded so you can catch up between flights.',
  },
  {
    icon: 'calendar',
    title: 'Industry Forums',
    text: 'In-person gatherings alongside regional events, with site visits and deep dives into what is changing in your sector.',
  },
  {
    icon: 'chat',
    title: 'Day-to-Day Needs and Leads Chats',
    text: 'Always-on group chats to ask for a supplier, a referral or a quick sanity check, and to share leads with trusted peers.',
  },
];
