import { DEFAULT_METADATA, getPageMetadata } from './pageMetadata';

const SPEC_KEYS = [
  'home', 'about', 'chapters', 'events', 'path', 'regional-council', 'blog', 'resources', 'industries',
  'partners', 'auth', 'admin', 'terms', 'privacy', 'partnership-opportunities', 'annual-report', 'financials',
];

describe('getPageMetadata', () => {
  it.each(SPEC_KEYS)('has a title and description for %s', (key) => {
    const meta = getPageMetadata(key);
    expect(meta.title).toMatch(/EO Asia Pacific/);
    expect(meta.description.length).toBeGreaterThan(30);
  });

  it('marks only auth, admin and internal pages noindex', () => {
    const noindex = SPEC_KEYS.filter((key) => getPageMetadata(key).noindex);
    expect(noindex).toEqual(['auth', 'admin']);
  });

  it('gives the annual report its canonical path', () => {
    expect(getPageMetadata('annual-report').canonicalPath).toBe('/about/annual-report');
  });

  it('falls back to the defaults and warns for an unknown key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(getPageMetadata('no-such-page')).toBe(DEFAULT_METADATA);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-page'));
    warn.mockRestore();
  });
});
