import { paths } from 'site-config';

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * Whether a path is one of the site's routes (site-config's `paths`; `:id` is one segment), so a
 * host answers it with the shell (status 200) and anything else with the 404 page (status 404).
 */
export function isClientRoute(pathname: string): boolean {
  const have = segments(pathname);
  return Object.values(paths).some((pattern) => {
    const want = segments(pattern);
    return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
  });
}
