import type { LegalSection } from './legalTypes';

export const PRIVACY_EFFECTIVE_DATE = 'July 8, 2019';

/** The privacy notice, in the order SPEC lists its sections. */
export const privacySections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who Is Responsible for Your Data',
    paragraphs: [
      "EO Asia Pacific, the regional office of the Entrepreneurs' Organization with its hub in Singapore, is the controller of the personal data collected through this website. If you have any question about this notice or about how we handle your data, you can write to our team at membership@eoasiapacific.org.",
    ],
  },
  {
    id: 'purposes',
    title: 'Why We Use Your Data',
    paragraphs: ['We collect and use personal data only for clear and limited purposes:'],
    points: [
      'to respond to enquiries about membership, partnerships and events;',
      'to manage accounts on this website and the events you create or attend;',
      'to send our newsletter to those who have subscribed to it;',
      'to keep the website secure and to understand, in aggregate, how it is used so we can improve it.',
    ],
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    paragraphs: [
      'We process your data on the basis of your consent (for example, when you subscribe to the newsletter), to take steps at your request before entering into membership or a partnership, to comply with our legal obligations, and on the basis of our legitimate interest in running and protecting our community. Where we rely on consent, you can withdraw it at any time.',
    ],
  },
  {
    id: 'retention',
    title: 'How Long We Keep Your Data',
    paragraphs: [
      'We keep personal data only for as long as we need it for the purposes above. Newsletter addresses are kept until you unsubscribe. Enquiries are kept for up to two years after our last exchange, and account data for as long as the account is active, unless the law requires us to keep records for longer.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who We Share Your Data With',
    paragraphs: [
      "We do not sell your personal data. We share it only with the Entrepreneurs' Organization's global office and the chapter concerned when you enquire about membership, with service providers that host and operate this website on our behalf under written agreements, and with authorities where the law requires it.",
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights',
    paragraphs: ['Depending on where you live, you may have the right to:'],
    points: [
      'access the personal data we hold about you and receive a copy of it;',
      'ask us to correct inaccurate data or complete incomplete data;',
      'ask us to delete your data or restrict how we use it;',
      'object to processing based on our legitimate interests, including direct marketing;',
      'withdraw your consent at any time, without affecting processing carried out before;',
      'lodge a complaint with your local data protection authority.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Notice',
    paragraphs: [
      'We may update this notice when our practices or the law change. The effective date at the top of the page shows when it was last revised, and we will highlight significant changes on this website before they take effect.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'This website uses only the cookies and local storage it needs to work, for example to keep you signed in. We do not use advertising cookies. You can clear or block cookies in your browser settings, although some features, such as signing in, may then stop working.',
    ],
  },
];
