import type { BlogArticle } from '../blogTypes';

/** The article's data without its cover image, so Node (the build's page-metadata.json) can read it. */
export const apacLeadershipSummit2025Meta: Omit<BlogArticle, 'image'> = {
  id: 'apac-leadership-summit-2025',
  title: 'APAC Leadership Summit 2025: Leading Through Change',
  excerpt:
    'Chapter leaders from across the region are gathering in Singapore for three days of learning, peer exchange and planning. Here is what to expect and how to prepare.',
  author: {
    name: 'Daniel Tan',
    role: 'Regional Events Director, EO Asia Pacific',
    bio: 'Daniel leads the regional events team, from chapter leadership training to the flagship summits that bring members together from across Asia Pacific. Before joining EO he ran a conference production business for twelve years.',
  },
  date: 'February 20, 2025',
  category: 'Events',
  imageAlt: 'Abstract illustration of a city skyline with connected points of light above it',
  readTime: '4 min read',
  tags: ['Leadership Summit', 'Chapter Leaders', 'Networking', 'Singapore'],
};
