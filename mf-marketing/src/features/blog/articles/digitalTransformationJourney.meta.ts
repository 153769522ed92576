import type { BlogArticle } from '../blogTypes';

/** The article's data without its cover image, so Node (the build's page-metadata.json) can read it. */
export const digitalTransformationJourneyMeta: Omit<BlogArticle, 'image'> = {
  id: 'digital-transformation-journey',
  title: 'Your Digital Transformation Journey: Lessons From Our Members',
  excerpt:
    'Digital transformation is less about software than about people and habits. EO members who have been through it share what worked, what did not, and where to begin.',
  author: {
    name: 'Mei Lin Wong',
    role: 'Technology Community Lead, EO Asia Pacific',
    bio: 'Mei Lin founded and sold a cloud consulting firm before taking on the technology community for EO Asia Pacific. She hosts the monthly technology roundtable and writes about practical innovation for growing companies.',
  },
  date: 'January 28, 2025',
  category: 'Technology',
  imageAlt: 'Abstract illustration of a path of squares turning into circuit lines',
  readTime: '6 min read',
  tags: ['Digital Transformation', 'Technology', 'AI', 'Operations', 'Strategy'],
};
