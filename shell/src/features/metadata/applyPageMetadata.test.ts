import { applyPageMetadata } from './applyPageMetadata';
import { getPageMetadata } from './pageMetadata';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageMetadata', () => {
  it('writes title, robots, canonical, Open Graph and social card tags', () => {
    applyPageMetadata(getPageMetadata('auth'), '/auth', 'https://example.org');
    expect(document.title).toBe('Sign In | EO Asia Pacific');
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/auth');
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="theme-color"]')).toBe('#0066CC');
  });

  it('replaces tags on the next page instead of adding more', () => {
    applyPageMetadata(getPageMetadata('auth'), '/auth', 'https://example.org');
    applyPageMetadata(getPageMetadata('annual-report'), '/about/annual-report', 'https://example.org');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/about/annual-report');
  });
});
