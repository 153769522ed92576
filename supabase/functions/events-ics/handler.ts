/**
 * `events-ics`: the public calendar feed (RFC 5545) that members subscribe to from Google
 * Calendar, Outlook or Apple Calendar: every event from 30 days ago on. `?id=<uuid>` answers one
 * event as a download ("Add to calendar"). Public (verify_jwt = false in config.toml): calendar
 * apps send no Authorization header. Reads events through PostgREST as `anon`, so the same row
 * level security applies as to the site.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { buildCalendar, type FeedEvent } from './ics.ts';

const PAST_DAYS = 30;
/** PostgREST's max_rows (supabase/config.toml): the feed pages through larger sets. */
const PAGE_ROWS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id,title,description,date,time,location,category,timezone,updated_at';

class FeedError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function settings() {
  const supabaseUrl = getEnv('SUPABASE_URL');
  const anonKey = getEnv('SUPABASE_ANON_KEY');
  if (!supabaseUrl || !anonKey) throw new FeedError(500, 'The calendar feed is not configured (SUPABASE_URL, SUPABASE_ANON_KEY).');
  return { supabaseUrl: supabaseUrl.replace(/\/$/, ''), anonKey, siteUrl: getEnv('SITE_URL') ?? 'http://localhost:3000' };
}

async function fetchRows(query: string, offset: number): Promise<FeedEvent[]> {
  const { supabaseUrl, anonKey } = settings();
  const response = await fetch(`${supabaseUrl}/rest/v1/events?select=${COLUMNS}&${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Range: `${offset}-${offset + PAGE_ROWS - 1}` },
  });
  if (!response.ok) throw new FeedError(502, `Could not read events (HTTP ${response.status}).`);
  return (await response.json()) as FeedEvent[];
}

async function listFeedEvents(fromDay: string): Promise<FeedEvent[]> {
  const all: FeedEvent[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await fetchRows(`date=gte.${fromDay}&order=date.asc,time.asc.nullsfirst,id.asc`, offset);
    all.push(...rows);
    if (rows.length < PAGE_ROWS) return all;
  }
}

function daysAgo(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days));
  return day.toISOString().slice(0, 10);
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'event';

const respond = withCors(async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json({ message: 'Only GET is supported.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  try {
    const now = new Date();
    const { siteUrl } = settings();
    const options = { name: 'EO Asia Pacific Events', siteUrl, uidDomain: 'events.eo-apac', now };
    const id = new URL(request.url).searchParams.get('id');
    if (id !== null) {
      if (!UUID.test(id)) return Response.json({ message: 'The event id is not valid.' }, { status: 400 });
      const [event] = await fetchRows(`id=eq.${id}`, 0);
      if (!event) return Response.json({ message: 'Event not found.' }, { status: 404 });
      return new Response(buildCalendar([event], options), {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${slug(event.title)}.ics"`,
          'Cache-Control': 'no-cache',
        },
      });
    }
    const events = await listFeedEvents(daysAgo(now, PAST_DAYS));
    return new Response(buildCalendar(events, options), {
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  } catch (error) {
    if (error instanceof FeedError) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}
