export interface PartnershipType {
  id: string;
  title: string;
  description: string;
  includes: string[];
}

export const EVENT_PROMOTION_PROCESSING_TIME = '7-10 business days';

/** The four ways to partner with EO Asia Pacific. */
export const partnershipTypes: PartnershipType[] = [
  {
    id: 'strategic',
    title: 'Strategic Partnership',
    description: 'A year-round relationship for organisations that want to support entrepreneurs across the whole region.',
    includes: ['Recognition at regional events and on our website', 'Co-created learning content for members', 'Introductions to chapter leaders'],
  },
  {
    id: 'event-sponsorship',
    title: 'Event Sponsorship',
    description: 'Support a summit, retreat or learning event and meet members in person where the conversations happen.',
    includes: ['Speaking or exhibition opportunities', 'Branding in event materials', 'Hosted sessions or experiences'],
  },
  {
    id: 'learning',
    title: 'Learning Partnership',
    description: 'Share your expertise through workshops, webinars and masterclasses designed with our learning team.',
    includes: ['Expert-led sessions for members', 'Content featured in our resource library', 'Feedback from members on what they need next'],
  },
  {
    id: 'event-promotion',
    title: 'Event Promotion',
    description: `Ask us to promote an event that is relevant to entrepreneurs in Asia Pacific. Requests are reviewed and processed within ${EVENT_PROMOTION_PROCESSING_TIME}.`,
    includes: ['Listing in member communications', 'Promotion through our social channels', 'Guidance on reaching the right chapters'],
  },
];
