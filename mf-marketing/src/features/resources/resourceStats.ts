import type { Stat } from '../../components/StatsBand';

/** Library figures as SPEC section 9 gives them. */
export const resourceStats: Stat[] = [
  { value: '250+', label: 'Learning Resources' },
  { value: '100+', label: 'Videos' },
  { value: '75+', label: 'Templates' },
  { value: '5000+', label: 'Active Users' },
];
