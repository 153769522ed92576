import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { RsvpStatus } from '../client/database';

export interface MyRsvp {
  status: RsvpStatus;
  event: { id: string; title: string; date: string; location: string | null };
}

/** The events the member is going to or waiting for, soonest first (their own rows, by RLS). */
export async function listMyRsvps(userId: string): Promise<MyRsvp[]> {
  const supabase = await getSupabase();
  const { data: rows, error } = await supabase.from('event_rsvps').select('event_id, status').eq('user_id', userId).limit(500);
  if (error) throw toDataError(error);
  if (!rows || rows.length === 0) return [];
  const { data: events, error: eventsError } = await supabase
    .from('events')
    .select('id, title, date, location')
    .in('id', rows.map((row) => row.event_id))
    .order('date')
    .order('title');
  if (eventsError) throw toDataError(eventsError);
  const statusOf = new Map(rows.map((row) => [row.event_id, row.status as RsvpStatus]));
  return (events ?? []).map((event) => ({ status: statusOf.get(event.id) ?? 'going', event }));
}
