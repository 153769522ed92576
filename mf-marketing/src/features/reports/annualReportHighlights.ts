import type { Stat } from '../../components/StatsBand';

/** The year's highlights across the EO network, as SPEC section 9 gives them. */
export const annualReportHighlights: Stat[] = [
  { value: '2,514', label: 'New members' },
  { value: '5', label: 'New chapters' },
  { value: '262', label: 'New Forums' },
  { value: '13%', label: 'Growth in executive education' },
  { value: '3,000+', label: 'Volunteers' },
  { value: '1,200+', label: 'Officers trained' },
];
