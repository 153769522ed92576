import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { format, startOfToday } from 'date-fns';
import { EVENT_CATEGORIES, type EventCategory } from 'shared-data';
import { useEventPlaces, useEventSearch } from 'shared-data/event-page';

export const LIST_PAGE_SIZE = 12;
/** How long typing rests before the search runs (and the URL follows). */
const TYPING_PAUSE_MS = 300;

const parseCategories = (value: string | null): EventCategory[] =>
  (value ?? '')
    .split(',')
    .filter((name): name is EventCategory => (EVENT_CATEGORIES as readonly string[]).includes(name));

/**
 * The list view's filters, all in the URL (`q`, `place`, `past`, `cat`, `page`), so a search can be
 * shared and the Back button undoes a change; the search box's text reaches the URL once typing
 * rests. Upcoming events by default, soonest first; past ones latest first.
 */
export function useEventListView() {
  const [params, setParams] = useSearchParams();
  const fromDay = useMemo(() => format(startOfToday(), 'yyyy-MM-dd'), []);
  const text = params.get('q') ?? '';
  const place = params.get('place') ?? '';
  const when = params.get('past') === '1' ? ('past' as const) : ('upcoming' as const);
  const categories = useMemo(() => parseCategories(params.get('cat')), [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          // A new filter starts at its first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  // The box shows what is typed at once; the search (and the URL) follow once typing rests. A new
  // address from elsewhere (Back, a link) puts its words in the box; the box's own search coming
  // back through the address does not, or a key typed while it was on its way would be lost
  // (rehearsal r9: "เ" typed as the emptied box's search landed, the box then read "ชียงใหม่").
  const [draft, setDraft] = useState(text);
  // The box's searches on their way to the address, oldest first.
  const searching = useRef<string[]>([]);
  useEffect(() => {
    const ours = searching.current.indexOf(text);
    if (ours !== -1) {
      searching.current = searching.current.slice(ours + 1);
      return;
    }
    searching.current = [];
    setDraft(text);
  }, [text]);
  const searchDraft = useCallback(() => {
    const q = draft.trim() === '' ? null : draft;
    // A search that leaves the address as it is never comes back through it.
    if ((q ?? '') !== text) searching.current.push(q ?? '');
    update({ q }, { replace: true });
  }, [draft, text, update]);
  useEffect(() => {
    if (draft === text) return undefined;
    const timer = setTimeout(searchDraft, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, text, searchDraft]);

  const results = useEventSearch({ text, place, categories, fromDay, when, page, pageSize: LIST_PAGE_SIZE });
  const places = useEventPlaces(fromDay, when === 'past');
  const toggleCategory = (category: EventCategory) => {
    const next = categories.includes(category) ? categories.filter((c) => c !== category) : [...categories, category];
    update({ cat: next.length > 0 ? next.join(',') : null });
  };

  return {
    draft,
    setDraft,
    /** Enter in the box: the search runs now, not once typing rests. */
    searchNow: () => {
      if (draft !== text) searchDraft();
    },
    place,
    setPlace: (value: string) => update({ place: value || null }),
    when,
    setPast: (past: boolean) => update({ past: past ? '1' : null }),
    categories: new Set(categories),
    toggleCategory,
    clearCategories: () => update({ cat: null }),
    page,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    results,
    places: places.data ?? [],
    hasFilters: text !== '' || place !== '' || categories.length > 0,
    clearFilters: () => update({ q: null, place: null, cat: null }),
  };
}
