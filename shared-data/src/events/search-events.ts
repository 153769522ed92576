import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventCategory } from '../client/database';
import { readPage } from '../client/paging';
import type { EventListPage } from './list-upcoming-events';

export interface EventSearchQuery {
  /** What the visitor typed: words, or "quoted phrases". */
  text: string;
  /** A place from `listEventPlaces` (matched within the location), or '' for anywhere. */
  place: string;
  /** Only these categories; none: every category. */
  categories: readonly EventCategory[];
  /** Today, YYYY-MM-DD in the viewer's local time. Upcoming: from it on, soonest first; past: before it, latest first. */
  fromDay: string;
  when: 'upcoming' | 'past';
  /** 1-based page number. */
  page: number;
  pageSize: number;
}

/** The columns searched, each with its own full-text index (supabase/migrations/20261124000200_event_search.sql). */
const SEARCHED = ['title', 'location', 'description'] as const;

/** A value inside PostgREST's `or=(...)`: double-quoted, with quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** `*` and `%` are LIKE wildcards; a place is matched as typed. */
const likeEscaped = (value: string) => value.replace(/[\\%_*]/g, (ch) => (ch === '*' ? '' : `\\${ch}`));

/** The words and "quoted phrases" of a search, at most eight. */
export function searchTerms(text: string): { value: string; phrase: boolean }[] {
  return (text.match(/"[^"]+"|[^\s"]+/g) ?? [])
    .map((token) => ({ value: token.replace(/^"|"$/g, '').trim(), phrase: token.startsWith('"') }))
    .filter((term) => term.value !== '')
    .slice(0, 8);
}

/**
 * One page of events matching a search, with the exact total. Each word (or phrase) must be in the
 * title, the place or the description (English stemming: "founder" finds "founders"), through
 * PostgREST's full-text filters; the words may be in different ones.
 */
export async function searchEvents(query: EventSearchQuery): Promise<EventListPage> {
  const supabase = await getSupabase();
  const ascending = query.when === 'upcoming';
  return readPage(
      (first, last, withCount) => {
        let request = supabase.from('events').select('*', withCount ? { count: 'exact' } : undefined);
        for (const term of searchTerms(query.text)) {
          request = request.or(SEARCHED.map((column) => `${column}.${term.phrase ? 'phfts' : 'plfts'}(english).${quoted(term.value)}`).join(','));
        }
        if (query.place) request = request.ilike('location', `%${likeEscaped(query.place)}%`);
        if (query.categories.length > 0) request = request.in('category', [...query.categories]);
        request = ascending ? request.gte('date', query.fromDay) : request.lt('date', query.fromDay);
        return request
          .order('date', { ascending })
          .order('time', { ascending, nullsFirst: ascending })
          .order('id', { ascending: true })
          .range(first, last);
      },
      { page: query.page, pageSize: query.pageSize },
    );
}

export interface EventPlace {
  place: string;
  events: number;
}

/** The places events are held in (the last part of each location), most events first. */
export async function listEventPlaces(fromDay: string, includePast: boolean): Promise<EventPlace[]> {
  const { data, error } = await (await getSupabase()).rpc('event_places', { from_day: fromDay, include_past: includePast });
  if (error) throw toDataError(error);
  return (data ?? []) as EventPlace[];
}
