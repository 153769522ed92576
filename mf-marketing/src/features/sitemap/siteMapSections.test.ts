import { externalSiteLinks } from './externalSiteLinks';
import { formatLastModified } from './formatLastModified';
import { priorityBadge } from './priorityBadge';
import { siteMapSections } from './siteMapSections';

describe('site map content', () => {
  const pages = siteMapSections.flatMap((section) => section.pages);

  it('has four sections of distinct internal pages, each with its last-modified day', () => {
    expect(siteMapSections.map((section) => section.title)).toEqual(['About', 'Community', 'Growth and Learning', 'Insights and Content']);
    expect(new Set(pages.map((page) => page.href)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.href).toMatch(/^\/[a-z-]+$/);
      expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('uses each priority and names it in the badge text', () => {
    expect(new Set(pages.map((page) => page.priority))).toEqual(new Set(['high', 'medium', 'low']));
    expect(priorityBadge.high).toEqual({ tone: 'success', label: 'High priority' });
    expect(priorityBadge.medium).toEqual({ tone: 'warning', label: 'Medium priority' });
    expect(priorityBadge.low).toEqual({ tone: 'neutral', label: 'Low priority' });
  });

  it('links outside only over https', () => {
    for (const link of externalSiteLinks) expect(link.href).toMatch(/^https:\/\//);
  });

  it('formats the last-modified day', () => {
    expect(formatLastModified('2024-12-10')).toBe('December 10, 2024');
  });
});
