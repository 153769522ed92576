import { routeTable } from '../../config/routeTable';
import { menuGroups } from './menuDefinitions';

describe('menuGroups', () => {
  it('has the four groups of the SPEC with their items in order', () => {
    expect(menuGroups.map((group) => [group.title, group.items.map((item) => item.title)])).toEqual([
      ['About the organisation', ['About', 'Regional Council']],
      ['Community', ['Chapters', 'Industries', 'Partners']],
      ['Growth & Learning', ['Path of Leadership', 'Events', 'Resources']],
      ['Insights', ['Blog']],
    ]);
  });

  it('gives every group and item a description', () => {
    for (const group of menuGroups) {
      expect(group.description).not.toBe('');
      for (const item of group.items) expect(item.description).not.toBe('');
    }
  });

  it('links only to routes that exist', () => {
    const known = new Set(routeTable.map((route) => route.path));
    for (const item of menuGroups.flatMap((group) => group.items)) expect(known.has(item.href)).toBe(true);
  });
});
