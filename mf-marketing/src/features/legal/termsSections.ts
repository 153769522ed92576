import type { LegalSection } from './legalTypes';

/** The twelve prohibited uses of the site, in SPEC's order. */
export const termsSections: LegalSection[] = [
  {
    id: 'illegal-activities',
    title: 'Illegal Activities',
    paragraphs: [
      'You may not use this website, or any service or community space connected to it, to plan, promote or carry out any activity that is unlawful in your country or in the country where the activity takes place. This includes fraud, money laundering, the sale of prohibited goods and the infringement of intellectual property rights.',
    ],
  },
  {
    id: 'malicious-practices',
    title: 'Malicious Practices',
    paragraphs: [
      'You may not upload, transmit or link to viruses, malware, ransomware or any other code intended to damage, interfere with or gain unauthorised access to a system. Probing, scanning or testing the vulnerability of the website, overloading it, or circumventing its security measures is prohibited.',
    ],
  },
  {
    id: 'hate-speech',
    title: 'Hate Speech',
    paragraphs: [
      'Content that attacks, demeans or incites hatred against a person or group on the basis of race, ethnicity, national origin, religion, caste, gender, gender identity, sexual orientation, age, disability or serious illness is not allowed anywhere on the site.',
    ],
  },
  {
    id: 'harassment',
    title: 'Harassment',
    paragraphs: [
      'Our community is built on trust and respect. You may not bully, threaten, stalk, intimidate or repeatedly contact anyone who has asked you to stop, and you may not encourage others to do so.',
    ],
  },
  {
    id: 'personal-information',
    title: 'Personal Information',
    paragraphs: [
      "You may not collect, publish or share another person's personal or confidential information without their consent. This includes contact details, identity documents, financial information and anything shared in the confidence of a forum.",
    ],
  },
  {
    id: 'exploitation',
    title: 'Exploitation',
    paragraphs: [
      'Any content or activity that exploits or endangers children, or that facilitates human trafficking, forced labour or the exploitation of vulnerable people, is strictly prohibited and will be reported to the relevant authorities.',
    ],
  },
  {
    id: 'spam',
    title: 'Spam',
    paragraphs: [
      'You may not send unsolicited commercial messages, bulk invitations or repetitive content through the site, and you may not use member information obtained through EO to market products or services without consent.',
    ],
  },
  {
    id: 'sexually-explicit-material',
    title: 'Sexually Explicit Material',
    paragraphs: [
      'Pornographic or sexually explicit content, and links to such content, may not be posted or shared on the site or in any community space connected to it.',
    ],
  },
  {
    id: 'violence',
    title: 'Violence',
    paragraphs: [
      'You may not post content that threatens, glorifies or incites violence against any person, group or animal, or that depicts graphic violence for the purpose of shocking or harming others.',
    ],
  },
  {
    id: 'impersonation',
    title: 'Impersonation',
    paragraphs: [
      'You may not pretend to be another person, a member, a staff member or an organisation, or misrepresent your affiliation with EO, in a way that could mislead or deceive others.',
    ],
  },
  {
    id: 'account-hijacking',
    title: 'Account Hijacking',
    paragraphs: [
      "You may not access, use or attempt to take control of another person's account, share your own credentials with others, or trick anyone into revealing their password or sign-in codes.",
    ],
  },
  {
    id: 'terrorist-content',
    title: 'Terrorist Content',
    paragraphs: [
      'Content that promotes, supports or recruits for terrorist or violent extremist organisations, or that celebrates their attacks, is prohibited and will be removed and reported.',
    ],
  },
];
