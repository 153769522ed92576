import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import { whenPageSettled } from '../client/whenPageSettled';
import { accountKeys } from '../account/keys';
import { queryCache } from '../query/queryCache';

/**
 * Tells the database the zone this browser reports, when it differs from the one stored for the
 * member (`notification_preferences.browser_time_zone`, their own row by row level security): the
 * emails give an event's time in the reader's zone, the chosen one or else this one (issue 56).
 * The database checks the zone and writes only the caller's row (`report_browser_time_zone`);
 * /account, if it is open, then reads which zone its emails use again.
 */
export async function reportBrowserTimeZone(userId: string, zone: string): Promise<void> {
  // Nothing on the first screen waits for it: after the page's first load.
  await whenPageSettled();
  const client = await getSupabase();
  const { data, error } = await client.from('notification_preferences').select('browser_time_zone').eq('user_id', userId).maybeSingle();
  if (error) throw toDataError(error);
  if (data?.browser_time_zone === zone) return;
  const { error: reportError } = await client.rpc('report_browser_time_zone', { zone });
  if (reportError) throw toDataError(reportError);
  queryCache.invalidate(accountKeys.notifications(userId));
}
