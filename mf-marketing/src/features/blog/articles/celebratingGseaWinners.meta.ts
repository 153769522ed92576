import type { BlogArticle } from '../blogTypes';

/** The article's data without its cover image, so Node (the build's page-metadata.json) can read it. */
export const celebratingGseaWinnersMeta: Omit<BlogArticle, 'image'> = {
  id: 'celebrating-gsea-winners',
  title: 'Celebrating Our Global Student Entrepreneur Awards Winners',
  excerpt:
    "Student founders from across Asia Pacific pitched real businesses to a panel of EO members. Here is what set this year's winners apart, and how you can help the next cohort.",
  author: {
    name: 'Priya Raman',
    role: 'Learning Programs Lead, EO Asia Pacific',
    bio: 'Priya designs the learning journeys that connect EO members with student founders, accelerator participants and new chapters across the region. She has judged the Global Student Entrepreneur Awards for five seasons.',
  },
  date: 'March 12, 2025',
  category: 'Education',
  imageAlt: 'Abstract illustration of a trophy rising above a field of coloured circles',
  readTime: '5 min read',
  tags: ['GSEA', 'Student Entrepreneurs', 'Awards', 'Mentorship'],
};
