import { MODULE_PAGES, paths, REMOTES, type RemoteName } from 'site-config';
import { remoteModulesAt, routeTable } from './routeTable';
import { disallowedPaths, sitemapEntries } from './siteFilesData';

describe('route table', () => {
  it('lists in the sitemap only routes it has, none of them closed to crawlers', () => {
    const routePaths = new Set(routeTable.map((route) => route.path));
    for (const path of Object.keys(sitemapEntries)) {
      expect(routePaths.has(path), path).toBe(true);
      expect(disallowedPaths, path).not.toContain(path);
    }
  });

  it('routes only to modules a remote exposes', () => {
    for (const route of routeTable) {
      if (!('remote' in route.content)) continue;
      const [remote, module] = route.content.remote.split('/') as [RemoteName, string];
      expect(REMOTES[remote]?.exposes as readonly string[] | undefined, route.path).toContain(module);
    }
  });

  it('serves each remote page at the route the registry of parts gives it (the standalone dev pages use the same)', () => {
    const served = Object.fromEntries(routeTable.flatMap((route) => ('remote' in route.content ? [[route.content.remote, route.path]] : [])));
    const registered = Object.fromEntries(Object.entries(MODULE_PAGES).map(([module, pathName]) => [module, paths[pathName]]));
    expect(served).toEqual(registered);
  });

  it('names the remote modules to preload for a path, as the router would match it', () => {
    // Upcoming Events is below the fold and loads when scrolled near.
    expect(remoteModulesAt('/')).toEqual(['marketing/HomeIntroSections', 'marketing/HomeCommunitySection']);
    expect(remoteModulesAt('/events')).toEqual(['events/EventsPage']);
    expect(remoteModulesAt('/Events/')).toEqual(['events/EventsPage']);
    expect(remoteModulesAt('/blog')).toEqual(['marketing/BlogListPage']);
    expect(remoteModulesAt('/blog/celebrating-gsea-winners')).toEqual(['marketing/BlogPostPage']);
    expect(remoteModulesAt('/auth')).toEqual([]);
    expect(remoteModulesAt('/blog/a/b')).toEqual([]);
    expect(remoteModulesAt('/no-such-page')).toEqual([]);
  });
});
