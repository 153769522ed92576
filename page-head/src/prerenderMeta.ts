// Its own module (`page-head/prerender-meta`), so what reads only these names (shared-ui, a
// federation singleton) does not carry the head writer with it.
/**
 * The meta tags `pnpm prerender` and the `event-page` function write for the browser's first render
 * to read: the path the head was written for, the day the content was drawn for (shared-ui's
 * useToday draws it while hydrating), and the remote releases the content came from (the shell's
 * hydration report).
 */
export const PRERENDER_META = {
  path: 'prerendered-path',
  renderedDay: 'rendered-day',
  remotes: 'prerendered-remotes',
} as const;
