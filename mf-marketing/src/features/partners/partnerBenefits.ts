import type { IconName } from '../../components/Icon';

export interface PartnerBenefit {
  icon: IconName;
  title: string;
  text: string;
}

export const partnerBenefits: PartnerBenefit[] = [
  {
    icon: 'target',
    title: 'Reach Decision-Makers',
    text: 'Our members are founders and owners of businesses above US $1 million in revenue, the people who sign off on what their companies buy.',
  },
  {
    icon: 'globe',
    title: 'Regional Visibility',
    text: 'Put your brand in front of 17 chapters in APAC, from learning days to the region’s flagship leadership conference.',
  },
  {
    icon: 'megaphone',
    title: 'Share Your Expertise',
    text: 'Speak at learning events, host roundtables for industry communities and become a trusted voice rather than another advertiser.',
  },
  {
    icon: 'handshake',
    title: 'Relationships That Last',
    text: 'Partnerships run for a full year or more, so members get to know your team and your team gets to know their needs.',
  },
];
