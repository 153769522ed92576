import { useUrlView } from '../../components/useUrlView';
import { EVENT_CATEGORIES, type EventCategory, type EventTimeFilter } from 'shared-data';

/** What the admin chose to see: kept in the URL (?q=&category=&when=&page=), so a view can be shared and survives reloads. */
export interface AdminEventFilters {
  search: string;
  category: EventCategory | null;
  when: EventTimeFilter;
  /** 1-based. */
  page: number;
}

export const EVENT_TIME_FILTERS: readonly EventTimeFilter[] = ['upcoming', 'past', 'all'];

const DEFAULTS: AdminEventFilters = { search: '', category: null, when: 'upcoming', page: 1 };

/** The filters a URL asks for; anything unknown or malformed falls back to the default. */
export function readAdminEventFilters(params: URLSearchParams): AdminEventFilters {
  const category = params.get('category');
  const when = params.get('when') as EventTimeFilter | null;
  return {
    search: params.get('q') ?? DEFAULTS.search,
    category: category && (EVENT_CATEGORIES as readonly string[]).includes(category) ? (category as EventCategory) : DEFAULTS.category,
    when: when && EVENT_TIME_FILTERS.includes(when) ? when : DEFAULTS.when,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/**
 * The URL after a change of filters. Any change other than the page goes back to page 1 (page 3 of
 * another filter means nothing); defaults are left out, and other parameters (the tab) are kept.
 */
export function writeAdminEventFilters(params: URLSearchParams, changes: Partial<AdminEventFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: AdminEventFilters = { ...readAdminEventFilters(params), ...changes, page: changes.page ?? 1 };
  // Always in the same order, so one view has one URL.
  for (const key of ['q', 'category', 'when', 'page']) next.delete(key);
  const set = (key: string, value: string, fallback: string) => value !== fallback && next.set(key, value);
  set('q', merged.search, DEFAULTS.search);
  set('category', merged.category ?? '', '');
  set('when', merged.when, DEFAULTS.when);
  set('page', String(merged.page), String(DEFAULTS.page));
  return next;
}

/** The events tab's filters, read from and written to the URL (replacing the entry: filtering is not navigation). */
export function useAdminEventFilters(): [AdminEventFilters, (changes: Partial<AdminEventFilters>) => void] {
  return useUrlView(readAdminEventFilters, writeAdminEventFilters);
}
