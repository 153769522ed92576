import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventCategory } from '../client/database';
import type { EventListPage } from './list-upcoming-events';

export interface EventSearchQuery {
  /** What the visitor typed: words, or "quoted phrases" (the database reads at most 8). */
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

/**
 * One page of events matching a search, with the exact total, from `search_events()`
 * (supabase/migrations/20261130500300_event_search_every_script.sql). Each word (or "quoted
 * phrase") must be in the title, the place or the description, as a stemmed English word
 * ("founder" finds "founders") or as a part of one in any script (東京 finds 東京ビジネスフォーラム);
 * events whose title has the words come first, then the calendar's order.
 */
export async function searchEvents(query: EventSearchQuery): Promise<EventListPage> {
  const { data, error } = await (await getSupabase()).rpc('search_events', {
    search: query.text.slice(0, 200),
    place: query.place,
    ...(query.categories.length > 0 ? { categories: [...query.categories] } : {}),
    from_day: query.fromDay,
    past: query.when === 'past',
    page_number: Math.max(1, query.page),
    page_size: query.pageSize,
  });
  if (error) throw toDataError(error);
  const answer = data as unknown as { total: number; events: EventListPage['rows'] };
  return { rows: answer.events, total: answer.total };
}

export interface EventPlace {
  place: string;
  events: number;
}

/** The places events are held in (each address's city, as the addresses write it), most events first. */
export async function listEventPlaces(fromDay: string, includePast: boolean): Promise<EventPlace[]> {
  const { data, error } = await (await getSupabase()).rpc('event_places', { from_day: fromDay, include_past: includePast });
  if (error) throw toDataError(error);
  return (data ?? []) as EventPlace[];
}
