/**
 * The calls only /account makes. Part of the `shared-data/account` entry, which is not a federation
 * singleton: the page that imports it bundles it into its own chunk, so no other route's first load
 * grows. It reaches the one client through the package's root (`'shared-data'`, the singleton),
 * never by a relative path, which would bundle a second client.
 */
import type { AuthError } from '@supabase/supabase-js';
import { eventsFeedUrl } from 'page-head/event';
import { DataError, getAppConfig, getSupabase, type EventRow, type ProfileRow, type RsvpStatus } from 'shared-data';

export type MyProfile = Pick<ProfileRow, 'email' | 'full_name'>;
export type MyEvent = Pick<EventRow, 'id' | 'title' | 'date' | 'location' | 'going_count'>;
export interface MyRsvp {
  status: RsvpStatus;
  event: Pick<EventRow, 'id' | 'title' | 'date' | 'time' | 'end_date' | 'end_time' | 'timezone' | 'location' | 'cancelled_at'>;
}

function failed(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}

/** The member's own profile (row level security shows a member only theirs); null when there is none. */
export async function getMyProfile(userId: string): Promise<MyProfile | null> {
  const { data, error } = await (await getSupabase()).from('profiles').select('email, full_name').eq('user_id', userId).maybeSingle();
  if (error) throw failed(error);
  return data;
}

/** The events the member created, latest day first (at most 500: a member's own list, not a feed). */
export async function listMyEvents(userId: string): Promise<MyEvent[]> {
  const { data, error } = await (await getSupabase())
    .from('events')
    .select('id, title, date, location, going_count')
    .eq('created_by', userId)
    .order('date', { ascending: false })
    .limit(500);
  if (error) throw failed(error);
  return data ?? [];
}

/**
 * Every RSVP of the member (going, waiting, awaiting approval, declined) with its event, soonest
 * first (their own rows, by RLS); the page splits them into upcoming and past by the event's end.
 */
export async function listMyRsvps(userId: string): Promise<MyRsvp[]> {
  const supabase = await getSupabase();
  const { data: rows, error } = await supabase.from('event_rsvps').select('event_id, status').eq('user_id', userId).limit(500);
  if (error) throw failed(error);
  if (!rows || rows.length === 0) return [];
  const { data: events, error: eventsError } = await supabase
    .from('events')
    .select('id, title, date, time, end_date, end_time, timezone, location, cancelled_at')
    .in('id', rows.map((row) => row.event_id))
    .order('date')
    .order('title');
  if (eventsError) throw failed(eventsError);
  const statusOf = new Map(rows.map((row) => [row.event_id, row.status as RsvpStatus]));
  return (events ?? []).map((event) => ({ status: statusOf.get(event.id) ?? 'going', event }));
}

/**
 * Renames the member: their profile (what the site shows: organiser names, the admin's members
 * list) and their account's metadata (`full_name`, as at sign-up), so both agree.
 */
export async function updateFullName(userId: string, fullName: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('profiles').update({ full_name: fullName }).eq('user_id', userId);
  if (error) throw failed(error);
  const { error: metadataError } = await supabase.auth.updateUser({ data: { full_name: fullName } });
  if (metadataError) throw metadataError;
}

/**
 * A new password for the signed-in member. The backend checks the current one first (GoTrue's
 * `current_password`, required by the project's settings), so a session left open is not enough.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ error: AuthError | null }> {
  const { error } = await (await getSupabase()).auth.updateUser({ password: newPassword, current_password: currentPassword });
  return { error };
}

/**
 * Deletes the signed-in member's account: `POST delete-account` with their session, which deletes
 * the auth user with the service role (the database removes what goes with it). Throws with the
 * function's message when it refuses. The caller then signs out to drop the local session.
 */
export async function deleteAccount(): Promise<void> {
  const { functionsUrl, supabaseAnonKey } = getAppConfig();
  const { data } = await (await getSupabase()).auth.getSession();
  const response = await fetch(`${functionsUrl}/delete-account`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}` },
  }).catch(() => {
    throw new DataError('Your account could not be deleted. Please check your connection and try again.', 'network');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new DataError(typeof body?.message === 'string' ? body.message : 'Your account could not be deleted. Please try again.', String(response.status));
  }
}

/**
 * The member's secret calendar feed ("My calendar"): the address calendar apps subscribe to, with
 * its token (made on first use by `my_calendar_feed_token()`; only its member reads it).
 */
export interface MyCalendarFeed {
  /** https://.../functions/v1/events-ics?token=... */
  url: string;
  /** The same address for calendar apps that open webcal:// links. */
  webcalUrl: string;
}

function calendarFeedOf(token: string): MyCalendarFeed {
  const url = eventsFeedUrl(getAppConfig().functionsUrl, { token });
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

export async function getMyCalendarFeed(): Promise<MyCalendarFeed> {
  const { data, error } = await (await getSupabase()).rpc('my_calendar_feed_token');
  if (error) throw failed(error);
  return calendarFeedOf(data);
}

/** A new secret address; the old one stops working at once (it answers 404). */
export async function rotateMyCalendarFeed(): Promise<MyCalendarFeed> {
  const { data, error } = await (await getSupabase()).rpc('rotate_calendar_feed_token');
  if (error) throw failed(error);
  return calendarFeedOf(data);
}

/** Which optional emails the member wants (public.notification_preferences; no row: all on). */
export interface NotificationPreferences {
  reminder_24h: boolean;
  reminder_1h: boolean;
  organiser_messages: boolean;
  /** An email when someone asks to join an event of theirs that needs approval. */
  approval_requests: boolean;
}

/**
 * The preferences and the zones the emails read: `time_zone`, the one the member chose (null: none),
 * and `browser_time_zone`, the one their browser last reported (written by the database's
 * `report_browser_time_zone`, never by this form). Emails use the chosen one, else the reported one.
 */
export interface MyNotificationSettings extends NotificationPreferences {
  time_zone: string | null;
  browser_time_zone: string | null;
}

const DEFAULT_NOTIFICATION_SETTINGS: MyNotificationSettings = {
  reminder_24h: true,
  reminder_1h: true,
  organiser_messages: true,
  approval_requests: true,
  time_zone: null,
  browser_time_zone: null,
};

/** The member's preferences and zones; the defaults (everything on, no zone) while nothing is stored. */
export async function getMyNotificationPreferences(userId: string): Promise<MyNotificationSettings> {
  const { data, error } = await (await getSupabase())
    .from('notification_preferences')
    .select('reminder_24h, reminder_1h, organiser_messages, approval_requests, time_zone, browser_time_zone')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw failed(error);
  return data ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/**
 * Saves the member's preferences with the zone they chose for their emails (null: the zone their
 * browser reports). One row per member: an upsert on user_id. The database refuses a zone it does
 * not know ("Please choose a time zone from the list.").
 */
export async function saveNotificationPreferences(userId: string, preferences: NotificationPreferences, timeZone: string | null): Promise<void> {
  const { error } = await (await getSupabase())
    .from('notification_preferences')
    .upsert({ user_id: userId, ...preferences, time_zone: timeZone }, { onConflict: 'user_id' });
  if (error) throw failed(error);
}

/** Whether the member's own address gets the newsletter: confirmed, waiting for confirmation, or not. */
export type NewsletterStatus = 'subscribed' | 'pending' | 'none';

export async function getMyNewsletterStatus(): Promise<NewsletterStatus> {
  const { data, error } = await (await getSupabase()).rpc('my_newsletter_status');
  if (error) throw failed(error);
  return data === 'subscribed' || data === 'pending' ? data : 'none';
}

/**
 * Subscribes the member's own account address at once, with no confirmation email: the database
 * checks that the address is the caller's confirmed one (`newsletter_subscribe_me()`); it refuses
 * (42501) an account whose address is not confirmed yet.
 */
export async function subscribeMyNewsletter(): Promise<void> {
  const { error } = await (await getSupabase()).rpc('newsletter_subscribe_me');
  if (error) throw failed(error);
}

/** Takes the member's own address off the newsletter (the database reads the address from the account). */
export async function unsubscribeMyNewsletter(): Promise<void> {
  const { error } = await (await getSupabase()).rpc('newsletter_unsubscribe_me');
  if (error) throw failed(error);
}
