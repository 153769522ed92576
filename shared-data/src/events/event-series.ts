import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventInput } from '../client/database';
import type { Tables } from '../client/database.types';

export type EventSeriesRow = Tables<'event_series'>;

/**
 * A recurring series: the first event as the form gives it and an RFC 5545 rule the form offers
 * (supabase/migrations/20261124000300_event_series.sql). The database makes the occurrences (at most
 * 52) as the caller, in one transaction. Returns the series id.
 */
export async function createEventSeries(first: EventInput, rrule: string): Promise<string> {
  const { data, error } = await (await getSupabase()).rpc('create_event_series', { event: first, rrule });
  if (error) throw toDataError(error);
  return data as string;
}

/** A series' rule and exceptions, or null when there is none. */
export async function getEventSeries(seriesId: string): Promise<EventSeriesRow | null> {
  const { data, error } = await (await getSupabase()).from('event_series').select('*').eq('id', seriesId).maybeSingle();
  if (error) throw toDataError(error);
  return data;
}

/**
 * "This and later events": the changes (never the day: each occurrence keeps its own) to every
 * occurrence of the series from `fromDay` on, under the events' own policies. Returns how many changed.
 */
export async function updateEventSeries(seriesId: string, changes: Partial<EventInput>, fromDay: string): Promise<number> {
  // The day and a multi-day end belong to each occurrence.
  const { date: _day, end_date: _lastDay, ...rest } = changes;
  const { data, error } = await (await getSupabase()).from('events').update(rest).eq('series_id', seriesId).gte('date', fromDay).select('id');
  if (error) throw toDataError(error);
  return data?.length ?? 0;
}

/** The whole series with every occurrence (its creator or an admin; anyone else deletes nothing). */
export async function deleteEventSeries(seriesId: string): Promise<void> {
  const { data, error } = await (await getSupabase()).from('event_series').delete().eq('id', seriesId).select('id');
  if (error) throw toDataError(error);
  if (!data || data.length === 0) throw toDataError({ message: 'Only the organiser or an admin can delete this series.', code: '42501' });
}
