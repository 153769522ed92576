import { getAppConfig } from '../config/appConfig';

/**
 * GET /rest/v1/events?id=eq.<id>&select=title as a visitor: the title `/auth` names when someone
 * comes to sign in to RSVP ("Sign in to RSVP to <title>"). A plain request, so the sign-in page
 * does not load supabase-js for it; null when there is no such event or it cannot be read.
 */
export async function getEventTitle(id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { supabaseUrl, supabaseAnonKey } = getAppConfig();
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/events?id=eq.${encodeURIComponent(id)}&select=title`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const rows = (await response.json()) as { title?: unknown }[];
    return typeof rows[0]?.title === 'string' ? rows[0].title : null;
  } catch {
    return null;
  }
}
