import { pageHeadTags } from 'page-head';
import { applyHeadTags } from './headTags';

const SITE = 'https://www.example.org';
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("writes the page's tags once each, and takes away what the previous page had and this one has not", () => {
    applyHeadTags(pageHeadTags({ path: '/', title: 'Home', description: 'Home page', keywords: 'EO' }, SITE));
    applyHeadTags(pageHeadTags({ path: '/events/1', title: 'Dinner', description: 'An event', image: 'https://img.example.org/a.jpg' }, SITE));
    expect(document.title).toBe('Dinner');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(content('meta[property="og:image"]')).toBe('https://img.example.org/a.jpg');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.org/events/1');
  });

  it('sets text as text: a title or description with markup adds no element', () => {
    applyHeadTags(pageHeadTags({ path: '/x', title: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' }, SITE));
    expect(document.title).toBe('<script>alert(1)</script>');
    expect(content('meta[name="description"]')).toBe('"><img src=x onerror=alert(1)>');
    expect(document.head.querySelector('img, script:not([type])')).toBeNull();
  });

  it("puts the page's JSON-LD in place of the previous page's, and its cleanup takes it away", () => {
    const first = applyHeadTags(pageHeadTags({ path: '/a', title: 'A', description: 'a', jsonLd: { name: 'A</script>' } }, SITE));
    const second = applyHeadTags(pageHeadTags({ path: '/b', title: 'B', description: 'b', jsonLd: { name: 'B' } }, SITE));
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toMatchObject({ name: 'B', url: 'https://www.example.org/b' });
    first();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    second();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
