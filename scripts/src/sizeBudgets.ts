/**
 * First-load JavaScript budgets per route, gzip (level 9) of what the browser fetches.
 * - `ceiling`: what `pnpm size` (and so `pnpm test`) refuses to go over today: the figures
 *   measured when the budgets were set, plus 2 %. A change that grows a route fails; a change that
 *   shrinks one should lower its ceiling. Never raise a ceiling to make a build pass.
 * - `target`: issue 13's goals (190 kB; /events, /admin and /image-generator 200 kB), not yet met;
 *   printed beside each route so the distance stays visible.
 */
export interface SizeBudget {
  ceilingKb: number;
  targetKb: number;
}

export const SIZE_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  '/': { ceilingKb: 335, targetKb: 190 },
  '/about': { ceilingKb: 306, targetKb: 190 },
  '/events': { ceilingKb: 319, targetKb: 200 },
  '/blog': { ceilingKb: 310, targetKb: 190 },
  '/blog/celebrating-gsea-winners': { ceilingKb: 345, targetKb: 190 },
  '/resources': { ceilingKb: 307, targetKb: 190 },
  '/auth': { ceilingKb: 285, targetKb: 190 },
  '/admin': { ceilingKb: 316, targetKb: 200 },
  '/image-generator': { ceilingKb: 305, targetKb: 200 },
};
