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
  // Not met: supabase-js (51 kB without Storage) reads the calendar's events; it loads once the
  // first screen is painted, but before the network is idle. Re-set with issue 25, which adds to
  // this page the links to each event's page, the day panel's compact rows, the category
  // illustration of image-less cards, the Month/List switch and JSON-LD with ends and attendance
  // (248.1 → 250.9 kB; the list view itself and the RSVP and search calls load on demand):
  // 250.9 kB measured + 2 %. Lowered with issue 23 (the toast region loads with the first toast):
  // 246.9 kB measured + 2 %.
  '/events': { ceilingKb: 252, targetKb: 200 },
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
