import { PRERENDER_META } from 'page-head/prerender-meta';

const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/** The path the page's head was prerendered for (`pnpm prerender`), read once at load. */
const prerenderedPath: string | null = typeof document === 'undefined' ? null : (document.head.querySelector<HTMLMetaElement>(`meta[name="${PRERENDER_META.path}"]`)?.content ?? null);

/**
 * Whether the head already describes `pathname`: the prerendered head of the page the visitor
 * landed on, which can be more specific than the route's (a blog post's own title and excerpt).
 * Once the visitor moves to another path, the prerendered JSON-LD no longer describes the page
 * and is removed; the route's metadata is applied as usual.
 */
export function headIsPrerenderedFor(pathname: string): boolean {
  if (prerenderedPath !== null && normalise(prerenderedPath) === normalise(pathname)) return true;
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"][data-prerendered]')) script.remove();
  return false;
}
