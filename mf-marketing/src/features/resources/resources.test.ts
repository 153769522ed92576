import { chapterResources } from './chapterResources';
import { featuredResources } from './featuredResources';
import { resourceCategoryTabs } from './resourceCategoryTabs';
import { resourceLink } from './resourceLink';
import { resourceStats } from './resourceStats';

const allResources = [...featuredResources, ...chapterResources, ...resourceCategoryTabs.flatMap((tab) => tab.resources)];

describe('resources content', () => {
  it('names the three category tabs of SPEC section 9, none of them empty', () => {
    expect(resourceCategoryTabs.map((tab) => tab.label)).toEqual(['Learning Materials', 'Video Content', 'Templates & Tools']);
    for (const tab of resourceCategoryTabs) expect(tab.resources.length).toBeGreaterThan(0);
  });

  it('gives the statistics band its four figures', () => {
    expect(resourceStats.map((stat) => stat.value)).toEqual(['250+', '100+', '75+', '5000+']);
  });

  it('gives every resource its fields, a known access level and a known button label', () => {
    for (const resource of allResources) {
      expect(resource.title).not.toBe('');
      expect(resource.description).not.toBe('');
      expect(resource.type).not.toBe('');
      expect(resource.category).not.toBe('');
      expect(resource.duration ?? resource.format).toBeTruthy();
      expect(['Members Only', 'Free Download', 'Free Access', 'Premium Content']).toContain(resource.accessLevel);
      expect(['Access Resource', 'Access', 'Download', 'Watch Now']).toContain(resource.actionLabel);
    }
    expect(new Set(allResources.map((resource) => resource.id)).size).toBe(allResources.length);
  });

  it('sends members-only and premium material to sign-up, free material to a mail request', () => {
    const [membersOnly, premium, free] = featuredResources;
    expect(resourceLink(membersOnly!)).toEqual({ href: '/auth', isInternal: true });
    expect(resourceLink(premium!)).toEqual({ href: '/auth', isInternal: true });
    const request = resourceLink(free!);
    expect(request.isInternal).toBe(false);
    expect(request.href).toMatch(/^mailto:membership@eoasiapacific\.org\?subject=Resource%20request/);
  });
});
