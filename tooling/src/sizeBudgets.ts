/**
 * First-load JavaScript budgets per route, gzip (level 9) of what the browser fetches.
 * - `ceiling`: what `pnpm size` (and so `pnpm test`) refuses to go over. A route that meets
 *   issue 13's target has the target as its ceiling; one that does not yet has the figure measured
 *   when the budgets were last set, plus 2 %. A change that grows a route fails; a change that
 *   shrinks one should lower its ceiling. Never raise a ceiling to make a build pass.
 * - `target`: issue 13's goals (190 kB; /events 200 kB), printed
 *   beside each route so the distance stays visible.
 */
export interface SizeBudget {
  ceilingKb: number;
  targetKb: number;
}

export const SIZE_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  '/': { ceilingKb: 190, targetKb: 190 },
  '/about': { ceilingKb: 190, targetKb: 190 },
  // Not met: supabase-js (34 kB: auth and the REST client) reads the calendar's events; it loads
  // once the first screen is painted, but before the network is idle. Back at ARCHITECTURE.md's
  // 250 kB with issue 44: realtime-js (17 kB) and the live feed's code load once the page has
  // settled, and supabase-js ships without its Functions client (251.7 -> 235.9 kB measured).
  '/events': { ceilingKb: 250, targetKb: 200 },
  // An event's own page (issue 25). An id no event has loads the same code as a real one (the page
  // and supabase-js for its read) and needs no seeded id; ceiling: 245.3 kB measured + 2 %.
  '/events/00000000-0000-4000-8000-000000000000': { ceilingKb: 250, targetKb: 200 },
  '/blog': { ceilingKb: 190, targetKb: 190 },
  '/blog/celebrating-gsea-winners': { ceilingKb: 190, targetKb: 190 },
  '/resources': { ceilingKb: 190, targetKb: 190 },
  '/auth': { ceilingKb: 190, targetKb: 190 },
  // A visitor is sent on to /auth; the dashboard and supabase-js are fetched for a signed-in user only.
  '/admin': { ceilingKb: 190, targetKb: 190 },
  '/image-generator': { ceilingKb: 190, targetKb: 190 },
};
