import { chapterAreas } from './chapterAreas';

describe('chapter areas', () => {
  it('has exactly the three areas with their chapters in order', () => {
    expect(chapterAreas.map((area) => [area.name, area.chapters])).toEqual([
      ['Southeast Asia Area 1', ['Malaysia', 'Philippines', 'Philippines South', 'Singapore', 'Vietnam']],
      [
        'Southeast Asia Area 2',
        ['APAC Bridge', 'Bangkok Metropolitan', 'Philippines South', 'Indonesia', 'Indonesia East', 'Thailand', 'APAC Platinum One Bridge'],
      ],
      ['South Pacific', ['Adelaide', 'Melbourne', 'New Zealand', 'Queensland', 'Perth', 'Sydney']],
    ]);
  });

  it('adds up to the 17 distinct chapters in APAC', () => {
    expect(new Set(chapterAreas.flatMap((area) => area.chapters)).size).toBe(17);
  });
});
