export interface HomeStatistic {
  number: string;
  label: string;
}

/** Figures exactly as the organisation publishes them; the countries figure counts where members trade, not where chapters meet. */
export const homeStatistics: HomeStatistic[] = [
  { number: '19,060+', label: 'Entrepreneur members' },
  { number: '219', label: 'Countries where members do business' },
  { number: '1987', label: 'Year EO was founded' },
  { number: '17', label: 'Chapters in Asia Pacific' },
  { number: '$500+ billion', label: 'Combined annual revenue of member companies' },
];
