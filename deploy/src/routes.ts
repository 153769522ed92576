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

/**
 * Routes whose HTML a function renders on request, with the page's own head from the database
 * (link previews of an event: supabase/functions/event-page). The route's one parameter is the
 * function's `id`. A host answers these paths with the function's answer (200, or 404 with the
 * 404 page), and falls back to the shell when the function cannot be reached.
 */
export const RENDERED_ON_REQUEST = [{ path: paths.eventDetail, functionName: 'event-page' }] as const;

/** The function that renders `pathname`, and the id it is given; null for every other path. */
export function renderedOnRequest(pathname: string): { functionName: string; id: string } | null {
  const have = pathname.split('/').filter(Boolean);
  for (const { path, functionName } of RENDERED_ON_REQUEST) {
    const want = path.split('/').filter(Boolean);
    if (want.length !== have.length) continue;
    if (!want.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i]!.toLowerCase())) continue;
    const index = want.findIndex((segment) => segment.startsWith(':'));
    return { functionName, id: decodeURIComponent(have[index]!) };
  }
  return null;
}
