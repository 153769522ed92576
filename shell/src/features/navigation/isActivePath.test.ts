import { activeHref, isActivePath } from './isActivePath';

describe('isActivePath', () => {
  it('matches by path prefix on segment boundaries', () => {
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blog/digital-transformation-journey', '/blog')).toBe(true);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });

  it('prefers the most specific item', () => {
    expect(activeHref('/about/annual-report', ['/about', '/about/annual-report'])).toBe('/about/annual-report');
    expect(activeHref('/events', ['/path', '/resources'])).toBeUndefined();
  });
});
