export const partnershipBenefits: { title: string; text: string }[] = [
  {
    title: 'Reach decision makers',
    text: 'Our members are founders and owners of businesses with at least US $1 million in revenue, who decide what their companies buy and whom they work with.',
  },
  {
    title: 'Build trusted relationships',
    text: 'EO is a peer community built on trust. Partners who contribute real value become part of the conversation rather than another advertiser.',
  },
  {
    title: 'Regional and global visibility',
    text: 'Work with 17 chapters in Asia Pacific and connect with a global network of nearly 20,000 entrepreneurs in more than 80 countries.',
  },
];

export const partnershipReasons: string[] = [
  'Members who are actively growing their companies and looking for expert partners.',
  'A calendar of regional and chapter events where partners can meet members in person.',
  'A learning team that helps shape your expertise into content members value.',
  'A not-for-profit mission: your support helps entrepreneurs learn and grow.',
];

export const collaborationCriteria: string[] = [
  'Your offer is relevant and valuable to entrepreneurs running established businesses.',
  'You respect the confidentiality of our community and do not use member data for unsolicited marketing.',
  'Your organisation operates ethically and in line with our core values.',
  'You commit to clear objectives and share feedback after each collaboration.',
];
