import { useSearchParams } from 'react-router-dom';
import { EVENT_CATEGORIES, type EventCategory, type EventTimeFilter } from 'shared-data';

export interface AdminEventsFilters {
  search: string;
  category: EventCategory | null;
  when: EventTimeFilter;
  page: number;
}

const WHENS: EventTimeFilter[] = ['upcoming', 'past', 'all'];

/** The events-management filters live in the URL (?q=&category=&when=&page=), so a view can be shared and survives reloads. */
export function useAdminEventsQuery(): [AdminEventsFilters, (changes: Partial<AdminEventsFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const when = params.get('when') as EventTimeFilter | null;
  const filters: AdminEventsFilters = {
    search: params.get('q') ?? '',
    category: category && (EVENT_CATEGORIES as readonly string[]).includes(category) ? (category as EventCategory) : null,
    when: when && WHENS.includes(when) ? when : 'upcoming',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const update = (changes: Partial<AdminEventsFilters>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...filters, ...changes, page: changes.page ?? 1 };
        const set = (key: string, value: string | null, fallback: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
        set('q', merged.search, '');
        set('category', merged.category, '');
        set('when', merged.when, 'upcoming');
        set('page', String(merged.page), '1');
        return next;
      },
      { replace: true },
    );
  };
  return [filters, update];
}
