/**
 * Header highlighting by path prefix: `/blog/some-post` keeps Blog active; `/about` does not
 * light up for `/aboutx`. The home link is active only on `/`.
 */
export function isActivePath(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** The most specific item of a group matching the path (so /about/annual-report lights About). */
export function activeHref(currentPath: string, hrefs: string[]): string | undefined {
  return hrefs.filter((href) => isActivePath(currentPath, href)).sort((a, b) => b.length - a.length)[0];
}
