export interface ChapterArea {
  /** Used for the section's id and heading id. */
  id: string;
  name: string;
  description: string;
  /** In the order the region lists them; a chapter may belong to more than one area. */
  chapters: string[];
}

export const chapterAreas: ChapterArea[] = [
  {
    id: 'southeast-asia-area-1',
    name: 'Southeast Asia Area 1',
    description: 'Long-established chapters in some of the fastest-growing economies in the region, from the Klang Valley to the Mekong.',
    chapters: ['Malaysia', 'Philippines', 'Philippines South', 'Singapore', 'Vietnam'],
  },
  {
    id: 'southeast-asia-area-2',
    name: 'Southeast Asia Area 2',
    description: 'A mix of national chapters and cross-border "bridge" chapters that bring together members who live and work between markets.',
    chapters: ['APAC Bridge', 'Bangkok Metropolitan', 'Philippines South', 'Indonesia', 'Indonesia East', 'Thailand', 'APAC Platinum One Bridge'],
  },
  {
    id: 'south-pacific',
    name: 'South Pacific',
    description: 'City-based chapters across Australia and New Zealand with a strong culture of Forum, learning and family events.',
    chapters: ['Adelaide', 'Melbourne', 'New Zealand', 'Queensland', 'Perth', 'Sydney'],
  },
];
