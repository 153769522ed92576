import { restoreDeferredSearch } from './deferredSearch';

/**
 * The route's content has hydrated (or been drawn, or failed to load): the URL's query, set aside
 * for hydration, comes back, and `<html data-booted>` says the page's controls now work (before,
 * a prerendered button is inert HTML). Tools that drive the page wait for it (the e2e suite does,
 * after each navigation).
 */
export function pageContentReady(): void {
  restoreDeferredSearch();
  markBooted();
}

export function markBooted(): void {
  document.documentElement.setAttribute('data-booted', '');
}
