import apacMarketOutlookCover from '../../assets/resources/apac-market-outlook.svg';
import forumMasterclassCover from '../../assets/resources/forum-masterclass.svg';
import scalingPlaybookCover from '../../assets/resources/scaling-playbook.svg';
import type { Resource } from './resourceTypes';

export type FeaturedResource = Resource & { image: string };

/** The three resources highlighted at the top of /resources. */
export const featuredResources: FeaturedResource[] = [
  {
    id: 'scaling-playbook',
    image: scalingPlaybookCover,
    title: "The Entrepreneur's Scaling Playbook",
    description:
      'A step-by-step guide to growing past the founder-led stage: building a leadership team, setting up reporting rhythms and protecting your culture as you hire.',
    type: 'Guide',
    category: 'Growth',
    format: 'PDF, 48 pages',
    accessLevel: 'Members Only',
    actionLabel: 'Access Resource',
  },
  {
    id: 'forum-masterclass',
    image: forumMasterclassCover,
    title: 'Forum Excellence Masterclass',
    description:
      'Experienced moderators show how to run a confidential, high-trust forum meeting, from presentations and the Gestalt protocol to handling conflict with care.',
    type: 'Video series',
    category: 'Forum',
    duration: '6 episodes, 2 hours',
    accessLevel: 'Premium Content',
    actionLabel: 'Access Resource',
  },
  {
    id: 'apac-market-outlook',
    image: apacMarketOutlookCover,
    title: 'Asia Pacific Market Outlook',
    description:
      'Insights from members in 17 APAC chapters on hiring, capital, supply chains and the markets they expect to grow in over the next two years.',
    type: 'Report',
    category: 'Market Insights',
    format: 'PDF, 32 pages',
    accessLevel: 'Free Download',
    actionLabel: 'Access Resource',
  },
];
