export interface IndustryCommunity {
  name: string;
  /** The community the region is spotlighting this year; shown highlighted. */
  isHighlighted?: boolean;
}

/** The sixteen communities, in the order the region publishes them. */
export const industryCommunities: IndustryCommunity[] = [
  { name: 'Financial Services' },
  { name: 'Manufacturing' },
  { name: 'Health Care' },
  { name: 'Construction', isHighlighted: true },
  { name: 'Staffing & Recruiting' },
  { name: 'Entertainment, Events & Sports' },
  { name: 'Travel & Hospitality' },
  { name: 'Consumer Goods' },
  { name: 'Technology' },
  { name: 'Professional Services' },
  { name: 'Real Estate' },
  { name: 'E-commerce' },
  { name: 'Transportation & Logistics' },
  { name: 'Media & Marketing' },
  { name: 'Food & Beverage' },
  { name: 'Education' },
];
